import { standingStatuses } from '@kestrel/domain/warranty/warranty-status';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { warranties, type WarrantyRow } from '../../db/schema';
import type { Executor, Tx } from '../../db/tx';

/**
 * What a payment changes on a warranty, for the payments module: the balance a card payment pays
 * towards, and the refund PayPal reports. Each runs in the caller's transaction.
 */
export const warrantyPayments = {
  async byId(db: Executor, id: string): Promise<WarrantyRow | null> {
    const [warranty] = await db.select().from(warranties).where(eq(warranties.id, id));
    return warranty ?? null;
  },

  async idOfOrder(db: Executor, orderId: string): Promise<string | null> {
    const [warranty] = await db.select({ id: warranties.id }).from(warranties).where(eq(warranties.orderId, orderId));
    return warranty?.id ?? null;
  },

  /**
   * Pays `pence` towards the balance raised after inspection on the customer's own warranty; when
   * nothing is left to pay after an inspection that passed, the certificate is issued now.
   */
  async payBalance(
    tx: Tx,
    payment: { warrantyId: string; userId: string; pence: number },
  ): Promise<{ warranty: WarrantyRow; certificateIssued: boolean } | null> {
    const { warrantyId, userId, pence } = payment;
    const [before] = await tx
      .select({ issued: warranties.certificateIssuedAt })
      .from(warranties)
      .where(eq(warranties.id, warrantyId));
    const [warranty] = await tx
      .update(warranties)
      .set({
        balanceDue: sql`greatest(${warranties.balanceDue} - ${pence}, 0)`,
        certificateIssuedAt: sql`case when ${pence} > 0 and ${warranties.balanceDue} - ${pence} <= 0 and ${warranties.status} = 'inspection-passed' then now() else ${warranties.certificateIssuedAt} end`,
        updatedAt: sql`now()`,
      })
      .where(and(eq(warranties.id, warrantyId), eq(warranties.userId, userId)))
      .returning();
    return warranty ? { warranty, certificateIssued: !before?.issued && warranty.certificateIssuedAt !== null } : null;
  },

  /** A refund of the whole price, made outside our refund button (PayPal's dashboard, a dispute). */
  async markRefunded(tx: Tx, warrantyId: string): Promise<void> {
    await tx
      .update(warranties)
      .set({ status: 'refunded', updatedAt: sql`now()` })
      .where(and(eq(warranties.id, warrantyId), inArray(warranties.status, [...standingStatuses])));
  },
};
