import { paymentMethodLabels, type PaymentProviderId, type RefundStatus } from '@kestrel/domain/payments/orders';
import { and, eq } from 'drizzle-orm';
import type { ProviderCapture } from '../../adapters/payments/payment-provider';
import { transactions, webhookEvents, type TransactionRow } from '../../db/schema';
import type { Executor, Tx } from '../../db/tx';
import { transactionLedger } from '../transactions';
import type { PaymentOrder } from './orders-repository';

/** Money that moved at the provider, as the customer's transactions list shows it, and the provider's events. */
export const ledgerRepository = {
  /** The payment an order's capture made, with its receipt reference (in the fulfilment's transaction). */
  async recordPayment(
    tx: Tx,
    order: PaymentOrder,
    capture: ProviderCapture,
    warrantyId: string | null,
  ): Promise<TransactionRow> {
    const payment = await transactionLedger.record(tx, {
      userId: order.userId,
      warrantyId,
      orderId: order.id,
      kind: 'payment',
      provider: order.provider,
      sourceId: capture.id,
      status: capture.status,
      method: paymentMethodLabels[order.provider],
      amount: capture.amountPence,
      currency: capture.currency,
    });
    if (!payment) throw new Error(`Order ${order.id} recorded no payment`);
    return payment;
  },

  /** The payment an order made, or null. */
  async paymentOf(db: Executor, orderId: string): Promise<TransactionRow | null> {
    const [payment] = await db
      .select()
      .from(transactions)
      .where(and(eq(transactions.orderId, orderId), eq(transactions.kind, 'payment')));
    return payment ?? null;
  },

  /** A refund the provider reports, once (the refund's id is unique per provider). */
  async recordProviderRefund(
    tx: Tx,
    order: PaymentOrder,
    refund: { id: string; status: RefundStatus; pence: number; currency: string },
    warrantyId: string | null,
  ): Promise<void> {
    await transactionLedger.recordOnce(tx, {
      userId: order.userId,
      warrantyId,
      orderId: order.id,
      kind: 'refund',
      provider: order.provider,
      sourceId: refund.id,
      status: refund.status,
      method: paymentMethodLabels[order.provider],
      amount: refund.pence,
      currency: refund.currency,
    });
  },

  /** What we did with a webhook event we have seen before, or null. */
  async webhookOutcome(db: Executor, eventId: string): Promise<string | null> {
    const [seen] = await db
      .select({ outcome: webhookEvents.outcome })
      .from(webhookEvents)
      .where(eq(webhookEvents.id, eventId));
    return seen?.outcome ?? null;
  },

  async recordWebhook(
    db: Executor,
    event: { id: string; provider: PaymentProviderId; eventType: string; outcome: string },
  ) {
    await db.insert(webhookEvents).values(event).onConflictDoNothing();
  },
};
