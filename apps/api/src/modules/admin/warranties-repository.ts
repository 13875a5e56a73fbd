import type { WarrantyTransitionName } from '@kestrel/domain/warranty/warranty-transitions';
import { desc, eq } from 'drizzle-orm';
import { paymentOrders, transactions, users, warranties } from '../../db/schema';
import type { Executor } from '../../db/tx';
import { lockWarrantyForTransition, transitionWarranty, type WarrantyChangeSet } from '../warranties';

/** What a staff action may change of a warranty besides its status, which its transition sets. */
export type WarrantyChanges = WarrantyChangeSet;

/** The warranties as staff read and change them, with their customers, orders and payments. */
export function warrantiesRepository(db: Executor) {
  return {
    /** The warranty, its customer and its order's reference; null when there is none. */
    withCustomer: async (id: string) => {
      const [row] = await db
        .select({ warranty: warranties, customer: users, orderReference: paymentOrders.reference })
        .from(warranties)
        .innerJoin(users, eq(users.id, warranties.userId))
        .innerJoin(paymentOrders, eq(paymentOrders.id, warranties.orderId))
        .where(eq(warranties.id, id));
      return row ?? null;
    },

    /** The payments and refunds of the warranty, newest first. */
    transactionsOf: async (id: string) =>
      db
        .select({ transaction: transactions, warranty: warranties })
        .from(transactions)
        .leftJoin(warranties, eq(warranties.id, transactions.warrantyId))
        .where(eq(transactions.warrantyId, id))
        .orderBy(desc(transactions.createdAt)),

    /** What the buyer agreed to before paying, on the warranty's order. */
    orderBeforePaying: async (orderId: string) => {
      const [order] = await db
        .select({
          termsVersion: paymentOrders.termsVersion,
          declaration: paymentOrders.declaration,
          declaredAt: paymentOrders.declaredAt,
          unlikelyDetails: paymentOrders.unlikelyDetails,
          provider: paymentOrders.provider,
        })
        .from(paymentOrders)
        .where(eq(paymentOrders.id, orderId));
      return order ?? null;
    },

    /** The warranty, locked for the caller's transaction; null when there is none. */
    lock: (id: string) => lockWarrantyForTransition(db, id),

    /** The staff action's one conditional write: the warranty as changed, or null when it was not in a state to. */
    transition: (id: string, name: WarrantyTransitionName, changes: WarrantyChanges) =>
      transitionWarranty(db, id, name, { set: changes }),

    customer: async (userId: string) => {
      const [customer] = await db.select().from(users).where(eq(users.id, userId));
      return customer ?? null;
    },
  };
}
