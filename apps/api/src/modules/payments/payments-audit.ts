import { sourceIdsFor, unrecordedRefunds } from '@kestrel/domain/payments/refund-audit';
import type { CaptureFinding, PaymentsAuditAnswer, RefundFinding } from '@kestrel/domain/schemas/payments-audit';
import type { ListedCapture, ListedRefund, PaymentProvider } from '../../adapters/payments/payment-provider';
import type { Database } from '../../db/database-types';
import { auditRepository } from './audit-repository';
import { ordersRepository } from './orders-repository';

/** PayPal lists a transaction up to three hours after it is made. */
export const PAYPAL_LISTING_DELAY_MS = 3 * 3_600_000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Every capture and every refund accounted for (SECURITY's capture-once and refund rules;
 * docs/payments.md, The payments audit): PayPal's transactions between `from` and `to`
 * (Transaction Search) against our records. A capture is named when no order of ours has it and
 * none is named by its custom_id (`unknown`: money with no order, as after a restore to an earlier
 * point), when the order its custom_id names never recorded it (`unrecorded`), or when the amounts
 * differ (`amount`). A refund is named when no refund row of ours records it
 * (`unrecorded-refund`: money out we do not know of, as when our process died between PayPal's
 * answer and our write), with the order and warranty whose capture it refunds.
 */
export async function auditProviderTransactions(
  db: Database,
  provider: PaymentProvider,
  from: Date,
  to: Date,
): Promise<PaymentsAuditAnswer> {
  const listed = await provider.listTransactions(from, to);
  const findings = [
    ...(await captureFindings(db, listed.captures)),
    ...(await refundFindings(db, provider, listed.refunds)),
  ];
  return {
    from: from.toISOString(),
    to: to.toISOString(),
    listed: listed.captures.length,
    refundsListed: listed.refunds.length,
    findings,
  };
}

async function captureFindings(db: Database, listed: ListedCapture[]): Promise<CaptureFinding[]> {
  const captureIds = listed.map((capture) => capture.id);
  const orderIds = listed.flatMap((capture) =>
    capture.customId && UUID.test(capture.customId) ? [capture.customId] : [],
  );
  const { byCapture, byId } = await ordersRepository(db).forAudit(captureIds, orderIds);
  const recorded = new Map(byCapture.map((order) => [order.captureId, order]));
  const named = new Map(byId.map((order) => [order.id, order]));

  const findings: CaptureFinding[] = [];
  for (const capture of listed) {
    const order = recorded.get(capture.id) ?? (capture.customId ? named.get(capture.customId) : undefined);
    const problem: CaptureFinding['problem'] | null = !order
      ? 'unknown'
      : order.captureId !== capture.id
        ? 'unrecorded'
        : order.amount !== capture.amountPence
          ? 'amount'
          : null;
    if (!problem) continue;
    findings.push({
      captureId: capture.id,
      problem,
      amount: capture.amountPence,
      currency: capture.currency,
      capturedAt: capture.at.toISOString(),
      status: capture.status,
      payerEmail: capture.payerEmail,
      payerName: capture.payerName,
      customId: capture.customId,
      orderAmount: order?.amount ?? null,
    });
  }
  return findings;
}

async function refundFindings(
  db: Database,
  provider: PaymentProvider,
  listed: ListedRefund[],
): Promise<RefundFinding[]> {
  const recorded = await auditRepository.recordedRefunds(db, provider.name, sourceIdsFor(listed));
  const unrecorded = unrecordedRefunds(listed, recorded);
  const captureIds = [...new Set(unrecorded.flatMap((refund) => (refund.captureId ? [refund.captureId] : [])))];
  const orders = await auditRepository.ordersOfCaptures(db, provider.name, captureIds);
  const byCapture = new Map(orders.map((order) => [order.captureId, order]));
  return unrecorded.map((refund) => {
    const order = refund.captureId ? byCapture.get(refund.captureId) : undefined;
    return {
      problem: 'unrecorded-refund',
      refundId: refund.id,
      captureId: refund.captureId,
      amount: refund.amountPence,
      currency: refund.currency,
      refundedAt: refund.at.toISOString(),
      status: refund.status,
      payerEmail: refund.payerEmail,
      payerName: refund.payerName,
      orderId: order?.orderId ?? null,
      orderReference: order?.orderReference ?? null,
      warrantyId: order?.warrantyId ?? null,
      warrantyReference: order?.warrantyReference ?? null,
    };
  });
}

/** The last run of the daily audit, for /metrics. */
export interface AuditStatus {
  last: PaymentsAuditAnswer | null;
}
