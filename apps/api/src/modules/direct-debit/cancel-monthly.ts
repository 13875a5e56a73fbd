import { coverAfterCancellation, monthlyCancellation } from '@kestrel/domain/direct-debit/cancellation';
import { type CancelMonthlyAnswer, isLivePlan } from '@kestrel/domain/schemas/direct-debit';
import { londonToday } from '@kestrel/domain/uk/london-date';
import { ukLongDate } from '@kestrel/domain/uk/long-date';
import { PaymentProviderError } from '../../adapters/payments/payment-provider';
import type { RefundIntent } from '@kestrel/domain/warranty/refund-claim';
import type { DirectDebitPlanRow, WarrantyRow } from '../../db/schema';
import { recordAudit } from '../audit';
import { queueEmail } from '../outbox';
import { claimForRefund, otherCancellerDeadline, type RefundRow, waitForOtherCanceller } from '../warranties';
import type { DirectDebitContext } from './context';
import { coverRepository } from './cover-repository';
import { monthlyCancelledEmail } from './direct-debit-emails';
import { directDebitErrors, directDebitUnavailable } from './errors';
import { instalmentsRepository } from './instalments-repository';
import { instalmentsOf, planView } from './plan-view';
import { plansRepository } from './plans-repository';
import { refundTransaction, stillToRefund, stopAtProvider } from './provider-actions';
import { receiptsRepository } from './receipts-repository';
import { cancelWaitingInstalments, customerOf } from './standing';

/** Who asks: the customer (their own plan only) or a member of staff (any plan). */
export type Canceller = { kind: 'customer'; userId: string } | { kind: 'staff'; staffId: string };

async function load(ctx: DirectDebitContext, warrantyId: string, by: Canceller) {
  const row = await plansRepository(ctx.db).withWarranty(warrantyId, by.kind === 'customer' ? by.userId : null);
  if (!row) throw directDebitErrors.notYourMonthlyWarranty();
  return row;
}

/**
 * Cancelling a monthly plan (DESIGN §8.2, domain `monthlyCancellation`): within 14 days of purchase
 * and before any claim, every payment taken is refunded (GoCardless refunds, PayPal for any paid by
 * card), the schedule and mandate cancelled and the warranty cancelled; after that the schedule and
 * mandate are cancelled so nothing more is collected, and cover ends on the last day paid for.
 * One caller at a time holds the warranty (the cooling-off cancel's claim); a second waits for the
 * first's outcome, and a cancelled plan answers its outcome again. GoCardless or PayPal unreachable:
 * 503, the claim released and nothing changed here (their calls are idempotent, so a retry finishes).
 */
export async function cancelMonthlyPlan(
  ctx: DirectDebitContext,
  warrantyId: string,
  by: Canceller,
  today = londonToday(),
): Promise<CancelMonthlyAnswer> {
  const deadline = otherCancellerDeadline();
  for (;;) {
    const { plan, warranty } = await load(ctx, warrantyId, by);
    if (plan.status === 'cancelled') return answer(ctx, plan);
    if (!isLivePlan(plan.status)) throw directDebitErrors.nothingToCancel();
    // A pay-off by card holds the plan (its schedule stopped for the capture): it ends first.
    if (plan.payoffOrderId) throw directDebitErrors.payOffUnderWay();
    if (plan.takeoverTransferId) throw directDebitErrors.takeoverUnderWay();
    const intent = {
      cause: 'monthly-cancel',
      actorId: by.kind === 'staff' ? by.staffId : by.userId,
      actorKind: by.kind,
      decidedOn: today,
    } as const;
    if (await claimForRefund(ctx.db, warranty.id, intent)) return cancelClaimed(ctx, plan, warranty, by, today);
    await waitForOtherCanceller(deadline);
  }
}

async function cancelClaimed(
  ctx: DirectDebitContext,
  plan: DirectDebitPlanRow,
  warranty: WarrantyRow,
  by: Canceller,
  today: string,
): Promise<CancelMonthlyAnswer> {
  const instalments = await instalmentsOf(ctx.db, plan.id);
  const cover = coverRepository(ctx.db);
  const decision = monthlyCancellation({
    purchasedOn: londonToday(warranty.createdAt),
    today,
    hasClaim: await cover.hasClaim(warranty.id),
    startDate: warranty.startDate,
    collected: instalments.filter((i) => i.status === 'collected').map((i) => i.amount),
  });
  const payments =
    decision.kind === 'full-refund'
      ? stillToRefund(await receiptsRepository(ctx.db).ofWarranty(warranty.id, 'payment'), instalments)
      : [];
  const refunds: RefundRow[] = [];
  let refunding = false;
  try {
    await stopAtProvider(ctx, plan, 'schedule');
    refunding = payments.length > 0;
    for (const payment of payments) refunds.push(await refundTransaction(ctx, payment, instalments));
    await stopAtProvider(ctx, plan, 'mandate');
  } catch (error) {
    // Once a refund has been asked for, it may have been made: the claim stays for the refund-claims
    // job, which makes the same calls again (each idempotent) and records the outcome once.
    if (refunding) throw directDebitErrors.refundUnconfirmed();
    await cover.releaseCancellation(warranty.id);
    if (error instanceof PaymentProviderError) throw directDebitErrors.paypalRefundUnavailable();
    directDebitUnavailable(
      error,
      "We couldn't reach our Direct Debit provider just now, so your plan has not been cancelled. Please try again in a moment.",
    );
  }

  const ends = coverAfterCancellation(decision, warranty.startDate, today);
  const refunded = refunds.reduce((sum, r) => sum + r.amount, 0);
  await ctx.db.transaction(async (tx) => {
    const won = await plansRepository(tx).cancelLive(plan.id, {
      cancelReason: decision.kind === 'full-refund' ? 'cooling-off' : 'stopped',
      cancelledOn: today,
      coverEndsOn: ends.endsNow ? null : ends.coverEnds,
    });
    if (!won) {
      // The plan ended another way meanwhile (the arrears job cancelled it): the claim goes.
      await coverRepository(tx).releaseCancellation(warranty.id);
      return;
    }
    await cancelWaitingInstalments(tx, plan.id, true);
    if (decision.kind === 'full-refund') await instalmentsRepository(tx).refundCollected(plan.id);
    const receipts = receiptsRepository(tx);
    for (const refund of refunds) await receipts.record(refund);
    const after = ends.endsNow
      ? await coverRepository(tx).cancel(warranty.id, true)
      : // Cover runs to the last day paid for; a suspension for arrears ends with the plan.
        await coverRepository(tx).cutShort(
          warranty.id,
          ends.coverEnds < warranty.expiryDate ? ends.coverEnds : warranty.expiryDate,
          warranty.status === 'suspended' ? (plan.statusBeforeSuspension ?? 'under-review') : undefined,
        );
    const customer = await customerOf(tx, plan.userId);
    if (customer && after) await queueEmail(tx, monthlyCancelledEmail(customer, after, won, refunded));
    await recordAudit(tx, {
      actorId: by.kind === 'staff' ? by.staffId : by.userId,
      action: 'direct-debit.cancelled',
      subjectType: 'warranty',
      subjectId: warranty.id,
      before: { warranty: warranty.status, plan: plan.status },
      after: { warranty: after?.status, plan: 'cancelled', kind: decision.kind, refunded, coverEnds: won.coverEndsOn },
    });
  });
  return answer(ctx, plan);
}

/**
 * The refund-claims job's end of a monthly cancellation whose caller died or whose provider did
 * not confirm a refund: the same cancellation, decided as of the day it was asked for, by the same
 * person, with every provider call made again under its first key, recorded and e-mailed once.
 */
export async function finishMonthlyCancel(ctx: DirectDebitContext, warranty: WarrantyRow, intent: RefundIntent) {
  const found = await plansRepository(ctx.db).withWarranty(warranty.id, null);
  if (!found || !isLivePlan(found.plan.status)) {
    await coverRepository(ctx.db).releaseCancellation(warranty.id);
    return 'released' as const;
  }
  const by: Canceller =
    intent.actorKind === 'staff'
      ? { kind: 'staff', staffId: intent.actorId }
      : { kind: 'customer', userId: intent.actorId };
  await cancelClaimed(ctx, found.plan, found.warranty, by, intent.decidedOn);
  return 'recorded' as const;
}

async function answer(ctx: DirectDebitContext, plan: DirectDebitPlanRow): Promise<CancelMonthlyAnswer> {
  const now = await plansRepository(ctx.db).byId(plan.id);
  const refunds = await receiptsRepository(ctx.db).ofWarranty(plan.warrantyId!, 'refund');
  const refunded = refunds.reduce((sum, r) => sum + r.amount, 0);
  const view = await planView(ctx.db, now!);
  const coverEnds = now!.coverEndsOn;
  const kind = now!.cancelReason === 'cooling-off' ? 'full-refund' : 'stop-collections';
  return {
    message:
      kind === 'full-refund'
        ? 'Your warranty has been cancelled and your Direct Debit stopped. Every payment taken is being refunded to your bank account.'
        : coverEnds
          ? `Your Direct Debit has been stopped: no further payments will be taken. Your cover continues until ${ukLongDate(coverEnds)}, the last day you have paid for.`
          : 'Your Direct Debit has been stopped: no further payments will be taken, and your warranty has ended.',
    kind,
    refunded,
    cover_ends: coverEnds,
    plan: view,
  };
}
