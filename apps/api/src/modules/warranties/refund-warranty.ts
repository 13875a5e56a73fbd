import { alreadyRefundedSourceId } from '@kestrel/domain/payments/refund-audit';
import {
  PaymentProviderError,
  type PaymentProvider,
  type ProviderRefund,
} from '../../adapters/payments/payment-provider';
import type { TransactionRow } from '../../db/schema';
import type { Executor } from '../../db/tx';
import { providerUnavailable } from '../../lib/errors';
import { paymentsOf, releaseRefundClaim, type PaymentToRefund, type RefundRow } from './refund-repository';

/** What a refund says: PayPal's note to the payer, and our two answers when PayPal does not confirm it. */
export interface RefundWords {
  note: string;
  /** PayPal never saw the refund: the claim is released and nothing has changed. */
  unreachable: string;
  /** PayPal may have made it: the claim is kept and the refund-claims job finishes it. */
  unconfirmed: string;
}

/** Our refund id for a payment: PayPal-Request-Id and invoice_id, so a retry or a look finds the first. */
export const refundIdOf = (payment: Pick<TransactionRow, 'id'>) => `refund-${payment.id}`;

/**
 * Refunds every payment of a claimed warranty in full through the provider, our refund id per
 * payment so a retry gets the first refund back. When the provider does not answer, we ask it what
 * it holds: no refund of ours at all, and the claim is released (nothing has changed here); a
 * refund made, or no answer to that either, and the claim stays for the refund-claims job, which
 * records what PayPal holds. Either way the caller hears 503 in the words given.
 */
export async function refundPayments(
  db: Executor,
  provider: PaymentProvider,
  warrantyId: string,
  words: RefundWords,
): Promise<RefundRow[]> {
  const payments = await paymentsOf(db, warrantyId);
  const refunds: RefundRow[] = [];
  try {
    for (const { payment } of payments) refunds.push(await refundPayment(provider, payment, words.note));
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    if (!(await nothingRefunded(provider, payments))) throw providerUnavailable(words.unconfirmed);
    await releaseRefundClaim(db, warrantyId);
    throw providerUnavailable(words.unreachable);
  }
  return refunds;
}

/**
 * The refund-claims job's end of a claim whose caller died: the refunds PayPal holds for it are
 * taken as they are, and any payment PayPal has not refunded is refunded now with the same id.
 * Null when PayPal holds no refund of the claim's at all: the claim is released, nothing changed.
 * PayPal unreachable: PaymentProviderError, and the claim waits for the next run.
 */
export async function settleRefundClaim(
  db: Executor,
  provider: PaymentProvider,
  warrantyId: string,
  note: string,
): Promise<RefundRow[] | null> {
  const payments = await paymentsOf(db, warrantyId);
  const held = [];
  for (const payment of payments) held.push(await refundHeld(provider, payment));
  if (payments.length > 0 && held.every((found) => !found.refund && !found.captureRefunded)) {
    await releaseRefundClaim(db, warrantyId);
    return null;
  }
  const refunds: RefundRow[] = [];
  for (const [index, { payment }] of payments.entries()) {
    const found = held[index]!.refund;
    refunds.push(found ? refundRow(payment, found) : await refundPayment(provider, payment, note));
  }
  return refunds;
}

/** What PayPal holds for one payment: our refund of it (found by our refund id), and whether its capture is refunded at all. */
async function refundHeld(provider: PaymentProvider, { payment, providerOrderId }: PaymentToRefund) {
  const order = providerOrderId ? await provider.getOrder(providerOrderId) : null;
  const refund = order?.refunds.find((each) => each.invoiceId === refundIdOf(payment)) ?? null;
  const status = order?.capture?.id === payment.sourceId ? order.capture.status : null;
  return { refund, captureRefunded: status === 'REFUNDED' || status === 'PARTIALLY_REFUNDED' };
}

/** True only when PayPal answers, for every payment, that it holds no refund of it. */
async function nothingRefunded(provider: PaymentProvider, payments: PaymentToRefund[]): Promise<boolean> {
  try {
    for (const payment of payments) {
      const found = await refundHeld(provider, payment);
      if (found.refund || found.captureRefunded) return false;
    }
    return true;
  } catch (error) {
    if (error instanceof PaymentProviderError) return false;
    throw error;
  }
}

export async function refundPayment(
  provider: PaymentProvider,
  payment: TransactionRow,
  note: string,
): Promise<RefundRow> {
  const refund = await provider.refundCapture({
    captureId: payment.sourceId,
    requestId: refundIdOf(payment),
    currency: 'GBP',
    note,
  });
  return refundRow(payment, refund);
}

/** A share of one payment to refund on its own (a card payment's share for one monthly instalment). */
export interface RefundPart {
  /** Our id for this share's refund, as PayPal-Request-Id and invoice_id: never a whole payment's `refund-<id>`. */
  requestId: string;
  amountPence: number;
}

/**
 * Refunds a share of a payment once: PayPal is first asked whether it already holds a refund under
 * this share's id (a retry after an answer lost, however long ago), and that refund is taken as it
 * is; otherwise the share is refunded with the id as PayPal-Request-Id, so two callers at once get
 * one refund. The caller records the answered row once (a conditional write of its own).
 */
export async function refundPart(
  provider: PaymentProvider,
  { payment, providerOrderId }: PaymentToRefund,
  part: RefundPart,
  note: string,
): Promise<RefundRow> {
  const order = providerOrderId ? await provider.getOrder(providerOrderId) : null;
  const held = order?.refunds.find((each) => each.invoiceId === part.requestId);
  if (held) return refundRow(payment, held, part.amountPence);
  const refund = await provider.refundCapture({
    captureId: payment.sourceId,
    requestId: part.requestId,
    amountPence: part.amountPence,
    currency: 'GBP',
    note,
  });
  return refundRow(payment, refund, part.amountPence);
}

function refundRow(payment: TransactionRow, refund: ProviderRefund, whole = payment.amount): RefundRow {
  return {
    userId: payment.userId,
    warrantyId: payment.warrantyId,
    orderId: payment.orderId,
    kind: 'refund',
    provider: payment.provider,
    // PayPal answers an already-refunded capture without the refund's id: keyed by the capture then.
    sourceId: refund.alreadyRefunded ? alreadyRefundedSourceId(payment.sourceId) : refund.id,
    status: refund.status,
    method: payment.method,
    amount: refund.alreadyRefunded ? whole : refund.amountPence,
    currency: refund.currency,
  };
}
