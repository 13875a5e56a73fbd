import { paymentMethodLabels } from '@kestrel/domain/payments/orders';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { DirectDebitProviderError } from '../../adapters/direct-debit/gocardless-adapter';
import { allocateReference } from '../../db/allocate-reference';
import {
  directDebitInstalments,
  directDebitPlans,
  transactions,
  type DirectDebitInstalmentRow,
  type DirectDebitPlanRow,
  type TransactionRow,
} from '../../db/schema';
import { refundPayment, type RefundRow } from '../warranties';
import type { DirectDebitContext } from './direct-debit-context';
import { livePlanStatuses } from '@kestrel/domain/schemas/direct-debit';
import type { Executor } from '../../db/tx';

/** GoCardless refusing an action on something already in that state (cancelled twice) is no error. */
export const alreadyDone = (error: unknown) =>
  error instanceof DirectDebitProviderError && error.status !== null && error.status >= 400 && error.status < 500;

/**
 * Stops a plan at GoCardless: its instalment schedule (no further collections), or its mandate,
 * unless another live plan of ours collects on that mandate (a renewal reuses it). Safe to repeat.
 */
export async function stopAtGocardless(
  ctx: Pick<DirectDebitContext, 'db' | 'gocardless'>,
  plan: Pick<DirectDebitPlanRow, 'id' | 'scheduleId' | 'mandateId'>,
  what: 'schedule' | 'mandate',
): Promise<void> {
  try {
    if (what === 'schedule') {
      if (plan.scheduleId) await ctx.gocardless.cancelInstalmentSchedule(plan.scheduleId);
      return;
    }
    if (!plan.mandateId) return;
    const [other] = await ctx.db
      .select({ id: directDebitPlans.id })
      .from(directDebitPlans)
      .where(
        and(
          eq(directDebitPlans.mandateId, plan.mandateId),
          ne(directDebitPlans.id, plan.id),
          inArray(directDebitPlans.status, [...livePlanStatuses]),
        ),
      )
      .limit(1);
    if (!other) await ctx.gocardless.cancelMandate(plan.mandateId);
  } catch (error) {
    if (!alreadyDone(error)) throw error;
  }
}

/**
 * Refunds one payment of a monthly warranty in full: a collection through GoCardless (our
 * transaction's id as the Idempotency-Key, so a retry gets the first refund back), anything paid by
 * card (arrears, a balance) through PayPal as the cooling-off cancel does. Answers the row to record.
 */
export async function refundTransaction(
  ctx: DirectDebitContext,
  payment: TransactionRow,
  instalments: readonly DirectDebitInstalmentRow[],
): Promise<RefundRow> {
  if (payment.provider !== 'gocardless') {
    return refundPayment(ctx.provider, payment, 'Monthly plan cancelled within the 14-day cooling-off period.');
  }
  const instalment = instalments.find((i) => i.transactionId === payment.id);
  const refund = await ctx.gocardless.createRefund({
    ourId: payment.id,
    payment: instalment?.providerPaymentId ?? payment.sourceId,
    amount: payment.amount,
    totalAmountConfirmation: payment.amount,
  });
  return {
    userId: payment.userId,
    warrantyId: payment.warrantyId,
    orderId: payment.orderId,
    kind: 'refund',
    provider: 'gocardless',
    sourceId: refund.id,
    // GoCardless has accepted the refund; it reaches the bank account in a few working days.
    status: 'COMPLETED',
    method: paymentMethodLabels.gocardless,
    amount: refund.amount,
    currency: 'GBP',
  };
}

/**
 * Records the refund of one collected instalment, once: the instalment becomes `refunded` and the
 * refund's receipt is written in the caller's transaction. False when another caller recorded it
 * first (the instalment is no longer `collected`), and then nothing is written.
 */
export async function recordInstalmentRefund(tx: Executor, instalmentId: string, refund: RefundRow): Promise<boolean> {
  const [won] = await tx
    .update(directDebitInstalments)
    .set({ status: 'refunded', updatedAt: sql`now()` })
    .where(and(eq(directDebitInstalments.id, instalmentId), eq(directDebitInstalments.status, 'collected')))
    .returning();
  if (!won) return false;
  await tx
    .insert(transactions)
    .values({ ...refund, reference: await allocateReference(tx, 'receipt') })
    .onConflictDoNothing();
  return true;
}
