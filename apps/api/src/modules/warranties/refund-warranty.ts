import { PaymentProviderError, type PaymentProvider } from '../../adapters/payments/payment-provider';
import type { Database } from '../../db/database-types';
import type { TransactionRow } from '../../db/schema';
import { providerUnavailable } from '../../lib/errors';
import { paymentsOf, releaseRefundClaim, type RefundRow } from './refund-repository';

/**
 * Refunds every payment of a claimed warranty in full through the provider, our refund id per
 * payment (`PayPal-Request-Id: refund-{transaction id}`) so a retry gets the first refund back.
 * When the provider cannot be reached the claim is released and nothing has changed here.
 */
export async function refundPayments(
  db: Database,
  provider: PaymentProvider,
  warrantyId: string,
  note: string,
  unreachable: string,
): Promise<RefundRow[]> {
  const payments = await paymentsOf(db, warrantyId);
  const refunds: RefundRow[] = [];
  try {
    for (const payment of payments) refunds.push(await refundPayment(provider, payment, note));
  } catch (error) {
    await releaseRefundClaim(db, warrantyId);
    if (error instanceof PaymentProviderError) throw providerUnavailable(unreachable);
    throw error;
  }
  return refunds;
}

export async function refundPayment(
  provider: PaymentProvider,
  payment: TransactionRow,
  note: string,
): Promise<RefundRow> {
  const refund = await provider.refundCapture({
    captureId: payment.sourceId,
    requestId: `refund-${payment.id}`,
    currency: 'GBP',
    note,
  });
  return {
    userId: payment.userId,
    warrantyId: payment.warrantyId,
    orderId: payment.orderId,
    kind: 'refund',
    provider: payment.provider,
    // PayPal answers an already-refunded capture without the refund's id: keyed by the capture then.
    sourceId: refund.alreadyRefunded ? `${payment.sourceId}:refunded` : refund.id,
    status: refund.status,
    method: payment.method,
    amount: refund.alreadyRefunded ? payment.amount : refund.amountPence,
    currency: refund.currency,
  };
}
