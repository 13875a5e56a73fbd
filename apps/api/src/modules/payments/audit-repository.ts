import type { PaymentProviderId } from '@kestrel/domain/payments/orders';
import { and, eq, inArray, or } from 'drizzle-orm';
import { paymentOrders, transactions, warranties } from '../../db/schema';
import type { Executor } from '../../db/tx';

/**
 * What the payments audit reads of refunds and of the orders that took the refunded captures.
 * Reads only: transactions and warranties belong to other modules.
 */
export const auditRepository = {
  /** Which of these source ids a refund row of ours holds, for the provider that made the refunds. */
  async recordedRefunds(db: Executor, provider: PaymentProviderId, sourceIds: readonly string[]) {
    if (sourceIds.length === 0) return new Set<string>();
    const rows = await db
      .select({ sourceId: transactions.sourceId })
      .from(transactions)
      .where(
        and(
          eq(transactions.kind, 'refund'),
          eq(transactions.provider, provider),
          inArray(transactions.sourceId, [...sourceIds]),
        ),
      );
    return new Set(rows.map((row) => row.sourceId));
  },

  /** Our orders that recorded these captures, each with the warranty it bought or paid towards. */
  async ordersOfCaptures(db: Executor, provider: PaymentProviderId, captureIds: readonly string[]) {
    if (captureIds.length === 0) return [];
    return db
      .select({
        captureId: paymentOrders.captureId,
        orderId: paymentOrders.id,
        orderReference: paymentOrders.reference,
        warrantyId: warranties.id,
        warrantyReference: warranties.reference,
      })
      .from(paymentOrders)
      .leftJoin(
        warranties,
        // A purchase order made its warranty; a balance order names the warranty it pays towards.
        or(eq(warranties.orderId, paymentOrders.id), eq(warranties.id, paymentOrders.warrantyId)),
      )
      .where(and(eq(paymentOrders.provider, provider), inArray(paymentOrders.captureId, [...captureIds])));
  },
};
