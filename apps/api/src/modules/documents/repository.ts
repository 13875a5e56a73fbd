import { eq } from 'drizzle-orm';
import { paymentOrders, users, type UserRow } from '../../db/schema';
import type { Executor } from '../../db/tx';

/** The customer a document is for. */
export async function customerById(db: Executor, userId: string): Promise<UserRow | null> {
  const [customer] = await db.select().from(users).where(eq(users.id, userId));
  return customer ?? null;
}

/** The reference of the order a transaction paid or refunded (`KO-26-0000015`), if it had one. */
export async function orderReference(db: Executor, orderId: string | null): Promise<string | null> {
  const [order] = orderId
    ? await db.select({ reference: paymentOrders.reference }).from(paymentOrders).where(eq(paymentOrders.id, orderId))
    : [];
  return order?.reference ?? null;
}
