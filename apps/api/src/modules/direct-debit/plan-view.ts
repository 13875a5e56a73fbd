import { arrearsDates, failureReason } from '@kestrel/domain/direct-debit/arrears';
import {
  coverAfterCancellation,
  monthlyCancellation,
  type MonthlyCancellation,
} from '@kestrel/domain/direct-debit/cancellation';
import { londonToday } from '@kestrel/domain/uk/london-date';
import { isLivePlan, type MonthlyPlanView } from '@kestrel/domain/schemas/direct-debit';
import { asc, eq } from 'drizzle-orm';
import {
  claims,
  directDebitInstalments,
  directDebitPlans,
  warranties,
  type DirectDebitInstalmentRow,
  type DirectDebitPlanRow,
} from '../../db/schema';
import type { Executor } from '../../db/tx';

type Reader = Executor;

export async function instalmentsOf(db: Reader, planId: string): Promise<DirectDebitInstalmentRow[]> {
  return db
    .select()
    .from(directDebitInstalments)
    .where(eq(directDebitInstalments.planId, planId))
    .orderBy(asc(directDebitInstalments.number));
}

/** Collections that failed and are not yet made good (a retry under way still counts as owed). */
export const owedInstalments = (instalments: readonly DirectDebitInstalmentRow[]) =>
  instalments.filter((i) => i.failureCause !== null && i.status !== 'collected' && i.status !== 'refunded');

/**
 * The arrears a customer may pay by card now (issue 19): the failed collections still owed with no
 * GoCardless retry under way, so nothing is ever collected twice (a retried payment is GoCardless's
 * to collect; once it fails again it is payable by card).
 */
export const cardPayable = (instalments: readonly DirectDebitInstalmentRow[]) =>
  owedInstalments(instalments).filter((i) => i.status === 'failed');

/** Pence owed from failed collections. */
export const arrearsOf = (instalments: readonly DirectDebitInstalmentRow[]) =>
  owedInstalments(instalments).reduce((sum, i) => sum + i.amount, 0);

/** A plan as the customer (and staff) see it: the schedule, the next collection and any arrears. */
/** The last day of cover after a cancellation today, or null when the cover ends at once. */
const coverEndsOf = (decision: MonthlyCancellation, startDate: string, today: string) => {
  const cover = coverAfterCancellation(decision, startDate, today);
  return cover.endsNow ? null : cover.coverEnds;
};

export async function planView(db: Reader, plan: DirectDebitPlanRow, today = londonToday()): Promise<MonthlyPlanView> {
  const instalments = await instalmentsOf(db, plan.id);
  const [warranty] = plan.warrantyId
    ? await db
        .select({ reference: warranties.reference, createdAt: warranties.createdAt, startDate: warranties.startDate })
        .from(warranties)
        .where(eq(warranties.id, plan.warrantyId))
    : [];
  const next = instalments.find((i) => (i.status === 'scheduled' || i.status === 'submitted') && !i.failureCause);
  const live = plan.status !== 'cancelled' && plan.status !== 'completed';
  const cancellable = warranty && isLivePlan(plan.status);
  const claimed =
    cancellable && plan.warrantyId
      ? (await db.select({ id: claims.id }).from(claims).where(eq(claims.warrantyId, plan.warrantyId)).limit(1)).length
      : 0;
  const preview = cancellable
    ? monthlyCancellation({
        purchasedOn: londonToday(warranty.createdAt),
        today,
        hasClaim: claimed > 0,
        startDate: warranty.startDate,
        collected: instalments.filter((i) => i.status === 'collected').map((i) => i.amount),
      })
    : null;
  return {
    reference: plan.reference,
    status: plan.status,
    warranty_id: plan.warrantyId,
    warranty_reference: warranty?.reference ?? null,
    amount: plan.totalAmount,
    mandate_reference: plan.mandateReference,
    instalments: instalments.map((i) => ({
      number: i.number,
      charge_date: i.chargeDate,
      amount: i.amount,
      status: i.status,
      failure_reason: i.status === 'failed' ? failureReason(i.failureCause ?? '') : null,
    })),
    next_collection: live && next ? { charge_date: next.chargeDate, amount: next.amount } : null,
    arrears: live ? arrearsOf(instalments) : 0,
    arrears_payable_by_card: live ? cardPayable(instalments).reduce((sum, i) => sum + i.amount, 0) : 0,
    arrears_dates: live && plan.firstFailedOn ? arrearsDates(plan.firstFailedOn) : null,
    cancellation:
      plan.status === 'cancelled' && plan.cancelReason
        ? { reason: plan.cancelReason, cancelled_on: plan.cancelledOn, cover_ends_on: plan.coverEndsOn }
        : null,
    cancel_preview: preview
      ? {
          kind: preview.kind,
          refund: preview.refund,
          cover_ends: warranty ? coverEndsOf(preview, warranty.startDate, today) : null,
        }
      : null,
    changing_bank_details: live && plan.changeBillingRequestId !== null,
  };
}

export async function planByWarranty(db: Reader, warrantyId: string): Promise<DirectDebitPlanRow | null> {
  const [plan] = await db.select().from(directDebitPlans).where(eq(directDebitPlans.warrantyId, warrantyId));
  return plan ?? null;
}
