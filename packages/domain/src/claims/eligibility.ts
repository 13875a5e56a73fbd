import type { WarrantyStatus } from '../schemas/purchase';
import { ukLongDate } from '../uk/long-date';
import { groupDigits } from '../uk/numbers';
import { isCalendarDate } from '../dates/calendar-date';

/**
 * Who may claim and which faults a claim may report (DESIGN §8.1 "Who may claim", "The fault"):
 * pure, with `today` passed in as a UK calendar date. Each refusal names the field it belongs to
 * and says why in words the customer understands, so the form and the API show the same message.
 */

/** A warranty's status; `suspended` is the monthly-payment status of DESIGN §8.2. */
export type ClaimantStatus = WarrantyStatus | 'suspended';

export interface ClaimantWarranty {
  status: ClaimantStatus;
  /** First and last days of cover, ISO dates. */
  startDate: string;
  expiryDate: string;
  /** The day the inspection passed, or null while it has not. */
  inspectionPassedOn: string | null;
  /** Miles declared at purchase and read at inspection (null before the inspection). */
  purchaseMileage: number;
  inspectionMileage: number | null;
  /** Claims on this warranty not yet paid, declined or withdrawn. */
  openClaims: number;
}

export interface Fault {
  /** ISO date the fault happened. */
  date: string;
  /** Miles on the odometer at the fault. */
  mileage: number;
}

export type ClaimRefusalField = 'warranty' | 'faultDate' | 'mileage';

export type ClaimRefusalCode =
  | 'not-in-force'
  | 'suspended'
  | 'not-started'
  | 'expired'
  | 'open-claim'
  | 'fault-date-invalid'
  | 'fault-in-future'
  | 'fault-before-cover'
  | 'fault-before-inspection'
  | 'fault-after-cover'
  | 'mileage-invalid'
  | 'mileage-below-purchase'
  | 'mileage-below-inspection';

export interface ClaimRefusal {
  field: ClaimRefusalField;
  code: ClaimRefusalCode;
  message: string;
}

const refusal = (field: ClaimRefusalField, code: ClaimRefusalCode, message: string): ClaimRefusal => ({
  field,
  code,
  message,
});
const miles = (n: number) => `${groupDigits(n)} miles`;

/** Why a warranty of this status gives no cover to claim on; null when its status allows a claim. */
const statusRefusals: Record<ClaimantStatus, string | null> = {
  'inspection-passed': null,
  'pending-payment': 'This warranty has not been paid for, so there is no cover to claim on.',
  'under-review':
    'You can claim once your vehicle has passed its inspection. Your warranty is still under review; we will be in touch to arrange the inspection.',
  'inspection-scheduled':
    'You can claim once your vehicle has passed its inspection, which is booked but has not happened yet.',
  'inspection-failed': 'Your vehicle did not pass its inspection, so this warranty gives no cover.',
  refunded: 'This warranty was refunded, so it gives no cover.',
  cancelled: 'This warranty was cancelled, so it gives no cover.',
  suspended:
    'Your cover is suspended because a monthly payment has not been made. Pay what is owed from your dashboard and you can claim again.',
};

/** Why this warranty cannot take a claim today, or null when it can: in force and no claim open. */
export function claimantRefusal(warranty: ClaimantWarranty, today: string): ClaimRefusal | null {
  const statusMessage = statusRefusals[warranty.status];
  if (statusMessage) {
    return refusal('warranty', warranty.status === 'suspended' ? 'suspended' : 'not-in-force', statusMessage);
  }
  if (today < warranty.startDate) {
    return refusal(
      'warranty',
      'not-started',
      `Your cover starts on ${ukLongDate(warranty.startDate)}. You can claim from that day.`,
    );
  }
  if (today > warranty.expiryDate) {
    return refusal(
      'warranty',
      'expired',
      `Your cover ended on ${ukLongDate(warranty.expiryDate)}, so this warranty cannot take a new claim.`,
    );
  }
  if (warranty.openClaims > 0) {
    return refusal(
      'warranty',
      'open-claim',
      'This warranty already has a claim in progress, and it can have one at a time. Add to that claim, or make a new one when it closes.',
    );
  }
  return null;
}

function faultDateRefusal(warranty: ClaimantWarranty, date: string, today: string): ClaimRefusal | null {
  if (!isCalendarDate(date)) {
    return refusal('faultDate', 'fault-date-invalid', 'Enter the date the fault happened as a real date');
  }
  if (date > today) return refusal('faultDate', 'fault-in-future', 'The date of the fault cannot be in the future');
  if (date < warranty.startDate) {
    return refusal(
      'faultDate',
      'fault-before-cover',
      `The fault happened before your cover started on ${ukLongDate(warranty.startDate)}, so it is not covered`,
    );
  }
  if (warranty.inspectionPassedOn !== null && date < warranty.inspectionPassedOn) {
    return refusal(
      'faultDate',
      'fault-before-inspection',
      `The fault happened before your vehicle passed its inspection on ${ukLongDate(warranty.inspectionPassedOn)}, so it is not covered`,
    );
  }
  if (date > warranty.expiryDate) {
    return refusal(
      'faultDate',
      'fault-after-cover',
      `The fault happened after your cover ended on ${ukLongDate(warranty.expiryDate)}, so it is not covered`,
    );
  }
  return null;
}

function mileageRefusal(warranty: ClaimantWarranty, mileage: number): ClaimRefusal | null {
  if (!Number.isInteger(mileage) || mileage < 0) {
    return refusal('mileage', 'mileage-invalid', 'Enter the mileage as a whole number of miles');
  }
  if (mileage < warranty.purchaseMileage) {
    return refusal(
      'mileage',
      'mileage-below-purchase',
      `The mileage at the fault cannot be lower than the ${miles(warranty.purchaseMileage)} you gave when you bought the warranty`,
    );
  }
  if (warranty.inspectionMileage !== null && mileage < warranty.inspectionMileage) {
    return refusal(
      'mileage',
      'mileage-below-inspection',
      `The mileage at the fault cannot be lower than the ${miles(warranty.inspectionMileage)} recorded at the inspection`,
    );
  }
  return null;
}

/** What is wrong with the fault as reported, one refusal per field at most. */
export function faultRefusals(warranty: ClaimantWarranty, fault: Fault, today: string): ClaimRefusal[] {
  return [faultDateRefusal(warranty, fault.date, today), mileageRefusal(warranty, fault.mileage)].filter(
    (r): r is ClaimRefusal => r !== null,
  );
}

/** Every reason a claim cannot be made: the warranty's first, then the fault's. Empty: it may be made. */
export function claimRefusals(warranty: ClaimantWarranty, fault: Fault, today: string): ClaimRefusal[] {
  const claimant = claimantRefusal(warranty, today);
  return claimant ? [claimant, ...faultRefusals(warranty, fault, today)] : faultRefusals(warranty, fault, today);
}

/**
 * Why a warranty still inside its 14 days is no longer cancelled for a refund: a claim has been
 * made on it (DESIGN §8.1 "Cooling-off", the FAQ's rule). The dashboard shows it where "Cancel and
 * refund" would be, and the server refuses the cancellation with it.
 */
export const claimEndsCoolingOffMessage =
  'A claim has been made on this warranty, so it can no longer be cancelled within the cooling-off period. Please contact us if you need help.';
