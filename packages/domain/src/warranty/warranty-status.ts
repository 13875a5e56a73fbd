import type { WarrantyStatus } from '../schemas/purchase';
import { siteConfig } from '../site/site-config';
import { coverState, renewalOpen, withinCoolingOff, type CoverState } from './warranty-dates';

/**
 * What a customer may do with a warranty and how its status reads (spec §4 "Warranty status shown
 * on dashboard cards", DESIGN §2 "Warranty status values", "Pay option", "Cooling-off", "Documents").
 * Zod-free and pure: the dashboard, the API and the documents all read these rules.
 */

/** The status as a word or two, for tables and documents. */
export const statusLabels: Record<WarrantyStatus, string> = {
  'pending-payment': 'Awaiting payment',
  'under-review': 'Under review',
  'inspection-scheduled': 'Inspection scheduled',
  'inspection-passed': 'Inspection passed',
  'inspection-failed': 'Inspection failed',
  refunded: 'Refunded',
  cancelled: 'Cancelled',
  suspended: 'Suspended',
};

export type InspectionTone = 'passed' | 'failed' | 'review' | 'closed';

export interface InspectionMessage {
  tone: InspectionTone;
  title: string;
  text: string;
}

/** What happens next after a purchase, and by when (the time frame is site configuration). */
export const inspectionCallPromise = `We will call you within ${siteConfig.inspectionCallWorkingDays} working days to arrange the inspection.`;

/**
 * The card's message, in the spec's three cases: passed, failed, and anything else (Under Review),
 * save that a cancelled or refunded warranty, which stays on the dashboard, says so. Paid monthly,
 * Under Review says the Direct Debit is set up: nothing has been taken yet.
 */
export function inspectionMessage(status: WarrantyStatus, paidMonthly = false): InspectionMessage {
  if (status === 'cancelled' || status === 'refunded') {
    return {
      tone: 'closed',
      title: statusLabels[status],
      text:
        status === 'cancelled'
          ? 'You cancelled this warranty and we refunded your payment in full. It no longer covers your vehicle.'
          : 'We refunded your payment in full. This warranty no longer covers your vehicle.',
    };
  }
  if (status === 'suspended') {
    return {
      tone: 'failed',
      title: 'Cover suspended',
      text: 'A monthly payment has not been made, so this warranty gives no cover and no claim can be made. Pay what is owed by card under “Your monthly payments” on your dashboard and your cover starts again at once.',
    };
  }
  if (status === 'inspection-passed') {
    return {
      tone: 'passed',
      title: 'Inspection passed',
      text: 'Your vehicle passed its inspection. Your warranty document will follow shortly.',
    };
  }
  if (status === 'inspection-failed') {
    return {
      tone: 'failed',
      title: 'Inspection failed',
      text: 'Your vehicle did not pass the inspection arranged by our team. You will receive a full refund within 14 business days.',
    };
  }
  const paid = paidMonthly ? 'Your Direct Debit is set up.' : 'We have received your payment.';
  return {
    tone: 'review',
    title: 'Under Review',
    text: `${paid} Our team is reviewing your purchase and will be in touch to schedule your vehicle inspection.`,
  };
}

/**
 * Statuses in which the customer holds (or is about to hold) cover. A suspended monthly plan still
 * stands: its cover is paused for missed payments and comes back when they are paid (DESIGN §8.2).
 */
export const standingStatuses: readonly WarrantyStatus[] = [
  'under-review',
  'inspection-scheduled',
  'inspection-passed',
  'suspended',
];

/**
 * Where a warranty stands on the dashboard's counts. Paid cover that has not started counts as
 * upcoming, and so does cover awaiting its inspection, whatever its start date: it begins only when
 * the inspection passes. A passed warranty is upcoming, active or expired by its dates; a warranty
 * whose contract has ended (failed, refunded, cancelled) or that is not paid for is not counted.
 */
export function dashboardCoverState(
  status: WarrantyStatus,
  dates: { startDate: string; expiryDate: string },
  today: string,
): CoverState | null {
  if (status === 'inspection-passed') return coverState(dates.startDate, dates.expiryDate, today);
  if (status === 'under-review' || status === 'inspection-scheduled') return 'upcoming';
  return null;
}

/** Statuses that have ended the contract: money has gone or is going back. */
export const closedStatuses: readonly WarrantyStatus[] = ['inspection-failed', 'refunded', 'cancelled'];

export interface WarrantyFacts {
  status: WarrantyStatus;
  /** Pence still owed after inspection (DESIGN §2 "Pay option"). */
  balanceDue: number;
  /** The UK calendar date of the purchase. */
  purchasedOn: string;
  expiryDate: string;
  /** Claims made on this warranty (none can be made online yet). */
  claims?: number;
}

/** The certificate exists once the inspection has passed and nothing is due (DESIGN §2 "Documents"). */
export function certificateAvailable(facts: Pick<WarrantyFacts, 'status' | 'balanceDue'>): boolean {
  return facts.status === 'inspection-passed' && facts.balanceDue === 0;
}

/** A balance raised after inspection can be paid from the dashboard. */
export function balancePayable(facts: Pick<WarrantyFacts, 'status' | 'balanceDue'>): boolean {
  return facts.status === 'inspection-passed' && facts.balanceDue > 0;
}

/** Cooling-off: within 14 days of purchase, before any claim, while the contract stands. */
export function cancellable(facts: WarrantyFacts, today: string): boolean {
  return (
    standingStatuses.includes(facts.status) && (facts.claims ?? 0) === 0 && withinCoolingOff(facts.purchasedOn, today)
  );
}

/** Renewal: passed inspection and cover ends within the renewal window (60 days). */
export function renewable(facts: Pick<WarrantyFacts, 'status' | 'expiryDate'>, today: string): boolean {
  return facts.status === 'inspection-passed' && renewalOpen(facts.expiryDate, today);
}
