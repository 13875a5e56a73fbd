import { eq, sql } from 'drizzle-orm';
import { claims, users, warranties, type WarrantyRow } from '../../db/schema';
import type { Executor, Tx } from '../../db/tx';
import { releaseRefundClaim, restoreSuspendedWarranty, transitionWarranty } from '../warranties';

/**
 * The warranty side of a monthly plan: the customer to write to, the warranty whose cover the
 * plan pays for (suspended, given back, cut short or cancelled), and whether it has a claim. Each
 * status write is a transition of the domain's table: one conditional UPDATE naming the statuses
 * it moves from, null when the warranty was not in one of them.
 */
export function coverRepository(db: Executor) {
  return {
    /** The customer's name and address for an e-mail. */
    async customerOf(userId: string) {
      const [customer] = await db
        .select({ email: users.email, firstname: users.firstname })
        .from(users)
        .where(eq(users.id, userId));
      return customer ?? null;
    },

    /** The customer's details, for the provider's bank-details page. */
    async payerOf(userId: string) {
      const [payer] = await db
        .select({ email: users.email, firstname: users.firstname, lastname: users.lastname })
        .from(users)
        .where(eq(users.id, userId));
      return payer ?? null;
    },

    async warranty(id: string): Promise<WarrantyRow | null> {
      const [warranty] = await db.select().from(warranties).where(eq(warranties.id, id));
      return warranty ?? null;
    },

    async hasClaim(warrantyId: string): Promise<boolean> {
      const [claim] = await db.select({ id: claims.id }).from(claims).where(eq(claims.warrantyId, warrantyId)).limit(1);
      return claim !== undefined;
    },

    /** Suspended for arrears. */
    suspend: (id: string) => transitionWarranty(db, id, 'suspend'),

    /**
     * Cancelled now: by the holder of the cancellation claim, which ends with it (`endingClaim`),
     * or for arrears, whoever holds it.
     */
    cancel: (id: string, endingClaim: boolean) =>
      transitionWarranty(db, id, endingClaim ? 'end' : 'cancelForArrears', { set: { cancelledAt: sql`now()` } }),

    /**
     * Cover to the last day paid for and the cancellation claim released, by its holder; a suspended
     * warranty gets back `status`, the status it had (kept on the plan).
     */
    cutShort: (id: string, expiryDate: string, status?: WarrantyRow['status']) =>
      transitionWarranty(db, id, 'cutShort', { set: { expiryDate }, resumeTo: status }),

    /** The cancellation claim released (the refund did not go through). */
    releaseCancellation: (id: string) => releaseRefundClaim(db, id),

    /** A suspended warranty gets back the status it had. */
    restore: (id: string, status: WarrantyRow['status']) => restoreSuspendedWarranty(db, id, status),
  };
}

/** The warranty, locked for the caller's transaction. */
export async function lockWarranty(tx: Tx, id: string): Promise<WarrantyRow | null> {
  const [warranty] = await tx.select().from(warranties).where(eq(warranties.id, id)).for('update');
  return warranty ?? null;
}
