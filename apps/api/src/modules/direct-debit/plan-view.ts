import { arrearsDates, failureReason, retryAllowed } from '@kestrel/domain/direct-debit/arrears';
import {
  coverAfterCancellation,
  monthlyCancellation,
  type MonthlyCancellation,
} from '@kestrel/domain/direct-debit/cancellation';
import { londonToday } from '@kestrel/domain/uk/london-date';
import { isLivePlan, type MonthlyPlanView } from '@kestrel/domain/schemas/direct-debit';
import type { DirectDebitInstalmentRow, DirectDebitPlanRow } from '../../db/schema';
import type { Executor } from '../../db/tx';
import { coverRepository } from './cover-repository';
import { instalmentsRepository } from './instalments-repository';
import { plansRepository } from './plans-repository';
import { receiptsRepository } from './receipts-repository';

type Reader = Executor;

/** A plan's instalments, by number. */
export const instalmentsOf = (db: Reader, planId: string): Promise<DirectDebitInstalmentRow[]> =>
  instalmentsRepository(db).ofPlan(planId);

/** Collections that failed and are not yet made good (a retry under way still counts as owed). */
export const owedInstalments = (instalments: readonly DirectDebitInstalmentRow[]) =>
  instalments.filter((i) => i.failureCause !== null && i.status !== 'collected' && i.status !== 'refunded');

/**
 * The arrears a customer may pay by card now (DESIGN §8.2): the failed collections still owed with no
 * GoCardless retry under way, so nothing is ever collected twice (a retried payment is GoCardless's
 * to collect; once it fails again it is payable by card).
 */
export const cardPayable = (instalments: readonly DirectDebitInstalmentRow[]) =>
  owedInstalments(instalments).filter((i) => i.status === 'failed');

/** Pence owed from failed collections. */
export const arrearsOf = (instalments: readonly DirectDebitInstalmentRow[]) =>
  owedInstalments(instalments).reduce((sum, i) => sum + i.amount, 0);

/** The last day of cover after a cancellation today, or null when the cover ends at once. */
const coverEndsOf = (decision: MonthlyCancellation, startDate: string, today: string) => {
  const cover = coverAfterCancellation(decision, startDate, today);
  return cover.endsNow ? null : cover.coverEnds;
};

/** A plan as the customer (and staff) see it: the schedule, the next collection and any arrears. */
export async function planView(db: Reader, plan: DirectDebitPlanRow, today = londonToday()): Promise<MonthlyPlanView> {
  const instalments = await instalmentsOf(db, plan.id);
  const cover = coverRepository(db);
  const warranty = plan.warrantyId ? await cover.warranty(plan.warrantyId) : null;
  const next = instalments.find((i) => (i.status === 'scheduled' || i.status === 'submitted') && !i.failureCause);
  const live = plan.status !== 'cancelled' && plan.status !== 'completed';
  const cancellable = warranty && isLivePlan(plan.status);
  const payments = plan.warrantyId ? await receiptsRepository(db).ofWarranty(plan.warrantyId, 'payment') : [];
  const paidBy = new Map(payments.map((p) => [p.id, p.provider]));
  const claimed = cancellable && plan.warrantyId ? await cover.hasClaim(plan.warrantyId) : false;
  const preview = cancellable
    ? monthlyCancellation({
        purchasedOn: londonToday(warranty.createdAt),
        today,
        hasClaim: claimed,
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
      paid_by: (i.transactionId && paidBy.get(i.transactionId)) || null,
    })),
    next_collection: live && next ? { charge_date: next.chargeDate, amount: next.amount } : null,
    arrears: live ? arrearsOf(instalments) : 0,
    arrears_payable_by_card: live ? cardPayable(instalments).reduce((sum, i) => sum + i.amount, 0) : 0,
    arrears_dates: live && plan.firstFailedOn ? arrearsDates(plan.firstFailedOn) : null,
    retry_on:
      live &&
      plan.firstFailedOn &&
      cardPayable(instalments).some((i) => retryAllowed(i.failureCause ?? '') && !i.retriedAt)
        ? arrearsDates(plan.firstFailedOn).retryOn
        : null,
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

export const planByWarranty = (db: Reader, warrantyId: string): Promise<DirectDebitPlanRow | null> =>
  plansRepository(db).byWarranty(warrantyId);
