import type { AuditFinding, PaymentsAuditAnswer } from '@kestrel/domain/schemas/payments-audit';
import type { PaymentProvider } from '../../adapters/payments/payment-provider';
import type { Database } from '../../db/database-types';
import { ordersRepository } from './orders-repository';

/** PayPal lists a transaction up to three hours after it is made. */
export const PAYPAL_LISTING_DELAY_MS = 3 * 3_600_000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Every capture accounted for (SECURITY's capture-once rules; docs/payments.md): PayPal's captures between `from` and `to` (Transaction
 * Search) against our payment orders. A capture is named when no order of ours has it and none
 * is named by its custom_id (`unknown`: money with no order, as after a restore to an earlier
 * point), when the order its custom_id names never recorded it (`unrecorded`), or when the
 * amounts differ (`amount`). Staff rebuild the order or refund the capture from what is listed.
 */
export async function auditCaptures(
  db: Database,
  provider: PaymentProvider,
  from: Date,
  to: Date,
): Promise<PaymentsAuditAnswer> {
  const listed = await provider.listCaptures(from, to);
  const captureIds = listed.map((capture) => capture.id);
  const orderIds = listed.flatMap((capture) =>
    capture.customId && UUID.test(capture.customId) ? [capture.customId] : [],
  );
  const { byCapture, byId } = await ordersRepository(db).forAudit(captureIds, orderIds);
  const recorded = new Map(byCapture.map((order) => [order.captureId, order]));
  const named = new Map(byId.map((order) => [order.id, order]));

  const findings: AuditFinding[] = [];
  for (const capture of listed) {
    const order = recorded.get(capture.id) ?? (capture.customId ? named.get(capture.customId) : undefined);
    const problem: AuditFinding['problem'] | null = !order
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
  return { from: from.toISOString(), to: to.toISOString(), listed: listed.length, findings };
}

/** The last run of the daily audit, for /metrics. */
export interface AuditStatus {
  last: PaymentsAuditAnswer | null;
}
