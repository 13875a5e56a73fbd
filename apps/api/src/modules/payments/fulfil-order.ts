import { paymentMethodLabels } from '@kestrel/domain/payments/orders';
import { and, eq, ne, sql } from 'drizzle-orm';
import { allocateReference } from '../../db/allocate-reference';
import type { Database } from '../../db/database-types';
import { paymentOrders, transactions, users, warranties, type TransactionRow, type WarrantyRow } from '../../db/schema';
import type { ProviderCapture } from '../../adapters/payments/payment-provider';
import { queueEmail } from '../outbox';
import { certificateIssuedEmail } from '../warranties';
import { makeWarranty } from '../warranties';
import { orderConfirmationEmail } from './order-email';
import type { BalanceOrder, PaymentOrder } from './orders-repository';
import type { CardArrears } from './payments-context';
import type { Executor, Tx } from '../../db/tx';

/** The warranty an order made (a purchase) or paid towards (a balance), and its payment. */
export interface Fulfilment {
  warranty: WarrantyRow;
  transaction: TransactionRow;
  /** The reference of the order that was paid. */
  orderReference: string;
}

/** The provider captured something other than what we priced: never fulfilled, held for staff. */
export function captureMatches(order: PaymentOrder, capture: ProviderCapture): boolean {
  return capture.amountPence === order.amount && capture.currency === order.currency;
}

/**
 * A balance order pays a monthly warranty's arrears first (issue 19), then the balance raised
 * after inspection with what is left: paying that clears what is due.
 */
async function payBalance(
  tx: Tx,
  order: BalanceOrder,
  transactionId: string,
  arrears: CardArrears,
): Promise<{ warranty: WarrantyRow; certificateIssued: boolean }> {
  const [before] = await tx
    .select({ issued: warranties.certificateIssuedAt })
    .from(warranties)
    .where(eq(warranties.id, order.warrantyId));
  const left = await arrears.pay(tx, order.warrantyId, order.amount, transactionId);
  const [warranty] = await tx
    .update(warranties)
    .set({
      balanceDue: sql`greatest(${warranties.balanceDue} - ${left}, 0)`,
      // Nothing left to pay after an inspection that passed: the certificate is issued now.
      certificateIssuedAt: sql`case when ${left} > 0 and ${warranties.balanceDue} - ${left} <= 0 and ${warranties.status} = 'inspection-passed' then now() else ${warranties.certificateIssuedAt} end`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(warranties.id, order.warrantyId), eq(warranties.userId, order.userId)))
    .returning();
  if (!warranty) throw new Error(`Order ${order.id} pays for a warranty that is not its customer's`);
  return { warranty, certificateIssued: !before?.issued && warranty.certificateIssuedAt !== null };
}

/**
 * Records a completed capture, once: the order becomes completed by a conditional UPDATE, and in
 * the same transaction the warranty (a purchase makes it, under review; a balance pays towards
 * it), the payment transaction and the confirmation e-mail are written. A second caller finds the
 * order completed and gets the first caller's result. Unique indexes (one warranty per order, one
 * transaction per capture) back it up.
 */
export async function fulfilOrder(
  db: Database,
  order: PaymentOrder,
  capture: ProviderCapture,
  arrears: CardArrears,
): Promise<Fulfilment> {
  const fulfilled = await db.transaction(async (tx) => {
    const [won] = await tx
      .update(paymentOrders)
      .set({ status: 'completed', captureId: capture.id, completedAt: sql`now()`, updatedAt: sql`now()` })
      .where(and(eq(paymentOrders.id, order.id), ne(paymentOrders.status, 'completed')))
      .returning({ id: paymentOrders.id });
    if (!won) return null;

    const made = order.purpose === 'purchase' ? await makeWarranty(tx, order) : null;
    const [transaction] = await tx
      .insert(transactions)
      .values({
        reference: await allocateReference(tx, 'receipt'),
        userId: order.userId,
        warrantyId: made?.id ?? (order.purpose === 'balance' ? order.warrantyId : null),
        orderId: order.id,
        kind: 'payment',
        provider: order.provider,
        sourceId: capture.id,
        status: capture.status,
        method: paymentMethodLabels[order.provider],
        amount: capture.amountPence,
        currency: capture.currency,
      })
      .returning();
    if (!transaction) throw new Error(`Order ${order.id} recorded no payment`);
    const paid = order.purpose === 'balance' ? await payBalance(tx, order, transaction.id, arrears) : null;
    const warranty = made ?? paid?.warranty;
    if (!warranty) throw new Error(`Order ${order.id} has no warranty`);

    const [customer] = await tx
      .select({ email: users.email, firstname: users.firstname })
      .from(users)
      .where(eq(users.id, order.userId));
    if (customer) {
      await queueEmail(tx, orderConfirmationEmail(customer, order, warranty, transaction));
      // The balance was all that held the certificate back (it is cleared when a balance is raised).
      if (paid?.certificateIssued) {
        await queueEmail(tx, certificateIssuedEmail(customer, warranty));
      }
    }
    return { warranty, transaction, orderReference: order.reference };
  });
  return fulfilled ?? (await fulfilmentOf(db, order.id));
}

/** The warranty and payment an order already made. */
export async function fulfilmentOf(db: Executor, orderId: string): Promise<Fulfilment> {
  const [transaction] = await db
    .select()
    .from(transactions)
    .where(and(eq(transactions.orderId, orderId), eq(transactions.kind, 'payment')));
  if (!transaction?.warrantyId) throw new Error(`Order ${orderId} is completed but has no payment recorded`);
  const [warranty] = await db.select().from(warranties).where(eq(warranties.id, transaction.warrantyId));
  const [order] = await db
    .select({ reference: paymentOrders.reference })
    .from(paymentOrders)
    .where(eq(paymentOrders.id, orderId));
  if (!warranty || !order) throw new Error(`Order ${orderId} has no warranty`);
  return { warranty, transaction, orderReference: order.reference };
}
