import { eq, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { claims, users, warranties, type WarrantyRow } from '../../db/schema';
import type { Executor, Tx } from '../../db/tx';
import { changeWarranty, releaseRefundClaim, restoreSuspendedWarranty } from '../warranties';

/**
 * The warranty side of a monthly plan: the customer to write to, the warranty whose cover the
 * plan pays for (suspended, given back, cut short or cancelled), and whether it has a claim.
 */
export function coverRepository(db: Executor) {
  const change = (id: string, set: PgUpdateSetSource<typeof warranties>) => changeWarranty(db, id, set);
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
    suspend: (id: string) => change(id, { status: 'suspended' }),

    /** Cancelled now (`endingClaim`: the cancellation claim released with it). */
    cancel: (id: string, endingClaim: boolean) =>
      change(id, {
        status: 'cancelled',
        cancelledAt: sql`now()`,
        ...(endingClaim ? { cancellationStartedAt: null } : {}),
      }),

    /** Cover to the last day paid for, the cancellation claim released, and its status given back when suspended. */
    cutShort: (id: string, expiryDate: string, status?: WarrantyRow['status']) =>
      change(id, { ...(status ? { status } : {}), expiryDate, cancellationStartedAt: null }),

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
