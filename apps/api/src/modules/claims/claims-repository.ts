import { and, eq, notInArray, sql } from 'drizzle-orm';
import { closedClaimStatuses, type ClaimStatus } from '@kestrel/domain/claims/claim-status';
import { claims, warranties, type ClaimRow, type WarrantyRow } from '../../db/schema';
import type { Executor } from '../../db/tx';

/** A claim as the customer makes it (its reference allocated in the same transaction). */
export type NewClaim = typeof claims.$inferInsert;

/** The columns a change of status may set beside it. */
export type ClaimChanges = Partial<Omit<ClaimRow, 'id' | 'status'>>;

/**
 * The changes to claim rows. Each conditional update names the status the caller read, so of two
 * decisions at once one wins and the other finds nothing to update (null).
 */
export function claimsRepository(db: Executor) {
  return {
    async insert(claim: NewClaim): Promise<ClaimRow> {
      const [row] = await db.insert(claims).values(claim).returning();
      if (!row) throw new Error('claim not inserted');
      return row;
    },

    /** The claim, its row held until the transaction ends. */
    async lock(id: string): Promise<ClaimRow | null> {
      const [row] = await db.select().from(claims).where(eq(claims.id, id)).for('update');
      return row ?? null;
    },

    /** The warranty claimed on, its row held until the transaction ends (one claim at a time). */
    async lockWarranty(warrantyId: string): Promise<WarrantyRow | null> {
      const [row] = await db.select().from(warranties).where(eq(warranties.id, warrantyId)).for('update');
      return row ?? null;
    },

    async countOpenForWarranty(warrantyId: string): Promise<number> {
      const rows = await db
        .select({ id: claims.id })
        .from(claims)
        .where(and(eq(claims.warrantyId, warrantyId), notInArray(claims.status, [...closedClaimStatuses])));
      return rows.length;
    },

    /** Moves the claim from the status read to `to`, with `set`; null when it has moved meanwhile. */
    async changeStatus(claim: ClaimRow, to: ClaimStatus, set: ClaimChanges = {}): Promise<ClaimRow | null> {
      const [updated] = await db
        .update(claims)
        .set({ ...set, status: to, updatedAt: sql`now()` })
        .where(and(eq(claims.id, claim.id), eq(claims.status, claim.status)))
        .returning();
      return updated ?? null;
    },

    /** Saves the claims team's adjustments while the claim is still in the status read. */
    async setAdjustments(claim: ClaimRow, adjustments: ClaimRow['adjustments']): Promise<ClaimRow | null> {
      const [updated] = await db
        .update(claims)
        .set({ adjustments, updatedAt: sql`now()` })
        .where(and(eq(claims.id, claim.id), eq(claims.status, claim.status)))
        .returning();
      return updated ?? null;
    },

    /** Keeps the rules' decision on the latest estimate (why a person decides). */
    async setAutomaticDecision(claimId: string, automaticDecision: ClaimRow['automaticDecision']): Promise<void> {
      await db.update(claims).set({ automaticDecision }).where(eq(claims.id, claimId));
    },

    /** A note or answer that changes nothing else still marks the claim as acted on. */
    async touch(claimId: string): Promise<void> {
      await db
        .update(claims)
        .set({ updatedAt: sql`now()` })
        .where(eq(claims.id, claimId));
    },
  };
}
