import { paymentMethodLabels } from '@kestrel/domain/payments/orders';
import { DirectDebitProviderError } from '../../adapters/direct-debit/direct-debit-provider';
import type { DirectDebitInstalmentRow, DirectDebitPlanRow, TransactionRow } from '../../db/schema';
import type { Executor } from '../../db/tx';
import { refundPayment, type RefundRow } from '../warranties';
import type { DirectDebitContext } from './context';
import { instalmentsRepository } from './instalments-repository';
import { plansRepository } from './plans-repository';
import { receiptsRepository } from './receipts-repository';

/** The provider refusing an action on something already in that state (cancelled twice) is no error. */
export const alreadyDone = (error: unknown) =>
  error instanceof DirectDebitProviderError && error.status !== null && error.status >= 400 && error.status < 500;

/**
 * Stops a plan at the provider: its schedule (no further collections), or its mandate, unless
 * another live plan of ours collects on that mandate (a renewal reuses it). Safe to repeat.
 */
export async function stopAtProvider(
  ctx: Pick<DirectDebitContext, 'db' | 'gocardless'>,
  plan: Pick<DirectDebitPlanRow, 'id' | 'scheduleId' | 'mandateId'>,
  what: 'schedule' | 'mandate',
): Promise<void> {
  try {
    if (what === 'schedule') {
      if (plan.scheduleId) await ctx.gocardless.stopSchedule(plan.scheduleId);
      return;
    }
    if (!plan.mandateId) return;
    if (!(await plansRepository(ctx.db).otherLiveOnMandate(plan.mandateId, plan.id)))
      await ctx.gocardless.stopMandate(plan.mandateId);
  } catch (error) {
    if (!alreadyDone(error)) throw error;
  }
}

/**
 * Refunds one payment of a monthly warranty in full: a collection through the provider (our
 * transaction's id as its key, so a retry gets the first refund back), anything paid by card
 * (arrears, a balance) through PayPal as the cooling-off cancel does. Answers the row to record.
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
  const refund = await ctx.gocardless.refundCollection({
    key: payment.id,
    collectionId: instalment?.providerPaymentId ?? payment.sourceId,
    amountPence: payment.amount,
  });
  return {
    userId: payment.userId,
    warrantyId: payment.warrantyId,
    orderId: payment.orderId,
    kind: 'refund',
    provider: 'gocardless',
    sourceId: refund.id,
    // The provider has accepted the refund; it reaches the bank account in a few working days.
    status: 'COMPLETED',
    method: paymentMethodLabels.gocardless,
    amount: refund.amountPence,
    currency: 'GBP',
  };
}

/**
 * The payments a full refund still has to refund: every one, save a card payment whose instalments,
 * refunded one by one by staff, have already given all of it back (PayPal would answer that its
 * capture is refunded in full, and a second refund would be recorded). A card payment refunded only
 * in part is refunded again in full, which PayPal makes the rest of it.
 */
export function stillToRefund(
  payments: readonly TransactionRow[],
  instalments: readonly DirectDebitInstalmentRow[],
): TransactionRow[] {
  const refundedOf = (payment: TransactionRow) =>
    instalments
      .filter((i) => i.transactionId === payment.id && i.status === 'refunded')
      .reduce((sum, i) => sum + i.amount, 0);
  return payments.filter((p) => p.provider === 'gocardless' || refundedOf(p) < p.amount);
}

/**
 * Records the refund of one collected instalment, once: the instalment becomes `refunded` and the
 * refund's receipt is written in the caller's transaction. False when another caller recorded it
 * first (the instalment is no longer `collected`), and then nothing is written.
 */
export async function recordInstalmentRefund(tx: Executor, instalmentId: string, refund: RefundRow): Promise<boolean> {
  if (!(await instalmentsRepository(tx).markRefunded(instalmentId))) return false;
  await receiptsRepository(tx).record(refund);
  return true;
}
