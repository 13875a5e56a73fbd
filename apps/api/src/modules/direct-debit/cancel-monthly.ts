import { coverAfterCancellation, monthlyCancellation } from '@kestrel/domain/direct-debit/cancellation';
import { type CancelMonthlyAnswer, isLivePlan, livePlanStatuses } from '@kestrel/domain/schemas/direct-debit';
import { errorCodes } from '@kestrel/domain/schemas/errors';
import { londonToday } from '@kestrel/domain/uk/london-date';
import { ukLongDate } from '@kestrel/domain/uk/long-date';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { PaymentProviderError } from '../../adapters/payments/payment-provider';
import { allocateReference } from '../../db/allocate-reference';
import {
  claims,
  directDebitInstalments,
  directDebitPlans,
  transactions,
  warranties,
  type DirectDebitPlanRow,
  type WarrantyRow,
} from '../../db/schema';
import { AppError, notFound, providerUnavailable } from '../../lib/errors';
import { recordAudit } from '../audit';
import { queueEmail } from '../outbox';
import { otherCancellerDeadline, waitForOtherCanceller } from '../warranties';
import { claimForRefund, type RefundRow } from '../warranties';
import { gocardlessUnavailable, type DirectDebitContext } from './direct-debit-context';
import { monthlyCancelledEmail } from './direct-debit-emails';
import { refundTransaction, stopAtGocardless } from './provider-actions';
import { instalmentsOf, planView } from './plan-view';
import { cancelWaitingInstalments, customerOf } from './standing';

/** Who asks: the customer (their own plan only) or a member of staff (any plan). */
export type Canceller = { kind: 'customer'; userId: string } | { kind: 'staff'; staffId: string };

async function load(ctx: DirectDebitContext, warrantyId: string, by: Canceller) {
  const [row] = await ctx.db
    .select({ plan: directDebitPlans, warranty: warranties })
    .from(directDebitPlans)
    .innerJoin(warranties, eq(warranties.id, directDebitPlans.warrantyId))
    .where(and(eq(warranties.id, warrantyId), ...(by.kind === 'customer' ? [eq(warranties.userId, by.userId)] : [])));
  if (!row) throw notFound('This warranty is not paid monthly, or is not yours.');
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
    if (!isLivePlan(plan.status))
      throw new AppError(409, errorCodes.notCancellable, 'This plan is paid in full, so there is nothing to cancel.');
    if (await claimForRefund(ctx.db, warranty.id)) return cancelClaimed(ctx, plan, warranty, by, today);
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
  const [claim] = await ctx.db
    .select({ id: claims.id })
    .from(claims)
    .where(eq(claims.warrantyId, warranty.id))
    .limit(1);
  const decision = monthlyCancellation({
    purchasedOn: londonToday(warranty.createdAt),
    today,
    hasClaim: Boolean(claim),
    startDate: warranty.startDate,
    collected: instalments.filter((i) => i.status === 'collected').map((i) => i.amount),
  });
  const payments =
    decision.kind === 'full-refund'
      ? await ctx.db
          .select()
          .from(transactions)
          .where(and(eq(transactions.warrantyId, warranty.id), eq(transactions.kind, 'payment')))
      : [];
  const refunds: RefundRow[] = [];
  try {
    await stopAtGocardless(ctx, plan, 'schedule');
    for (const payment of payments) refunds.push(await refundTransaction(ctx, payment, instalments));
    await stopAtGocardless(ctx, plan, 'mandate');
  } catch (error) {
    await ctx.db.update(warranties).set({ cancellationStartedAt: null }).where(eq(warranties.id, warranty.id));
    if (error instanceof PaymentProviderError)
      throw providerUnavailable(
        "We couldn't reach PayPal to refund you just now, so your plan has not been cancelled. Please try again in a moment.",
      );
    gocardlessUnavailable(
      error,
      "We couldn't reach our Direct Debit provider just now, so your plan has not been cancelled. Please try again in a moment.",
    );
  }

  const cover = coverAfterCancellation(decision, warranty.startDate, today);
  const refunded = refunds.reduce((sum, r) => sum + r.amount, 0);
  await ctx.db.transaction(async (tx) => {
    const [won] = await tx
      .update(directDebitPlans)
      .set({
        status: 'cancelled',
        cancelReason: decision.kind === 'full-refund' ? 'cooling-off' : 'stopped',
        cancelledOn: today,
        coverEndsOn: cover.endsNow ? null : cover.coverEnds,
        changeBillingRequestId: null,
        updatedAt: sql`now()`,
      })
      .where(and(eq(directDebitPlans.id, plan.id), inArray(directDebitPlans.status, [...livePlanStatuses])))
      .returning();
    if (!won) return;
    await cancelWaitingInstalments(tx, plan.id, true);
    if (decision.kind === 'full-refund') {
      await tx
        .update(directDebitInstalments)
        .set({ status: 'refunded', updatedAt: sql`now()` })
        .where(and(eq(directDebitInstalments.planId, plan.id), eq(directDebitInstalments.status, 'collected')));
    }
    for (const refund of refunds) {
      await tx
        .insert(transactions)
        .values({ ...refund, reference: await allocateReference(tx, 'receipt') })
        .onConflictDoNothing();
    }
    const [after] = await tx
      .update(warranties)
      .set(
        cover.endsNow
          ? { status: 'cancelled', cancelledAt: sql`now()`, cancellationStartedAt: null, updatedAt: sql`now()` }
          : {
              // Cover runs to the last day paid for; a suspension for arrears ends with the plan.
              ...(warranty.status === 'suspended' ? { status: plan.statusBeforeSuspension ?? 'under-review' } : {}),
              expiryDate: cover.coverEnds < warranty.expiryDate ? cover.coverEnds : warranty.expiryDate,
              cancellationStartedAt: null,
              updatedAt: sql`now()`,
            },
      )
      .where(eq(warranties.id, warranty.id))
      .returning();
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

async function answer(ctx: DirectDebitContext, plan: DirectDebitPlanRow): Promise<CancelMonthlyAnswer> {
  const [now] = await ctx.db.select().from(directDebitPlans).where(eq(directDebitPlans.id, plan.id));
  const refunds = await ctx.db
    .select({ amount: transactions.amount })
    .from(transactions)
    .where(and(eq(transactions.warrantyId, plan.warrantyId!), eq(transactions.kind, 'refund')));
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
