import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { closedClaimStatuses, type ClaimStatus } from '@kestrel/domain/claims/claim-status';
import type { ClaimsQueueQuery } from '@kestrel/domain/schemas/claim-answers';
import {
  claimEvents,
  claims,
  users,
  warranties,
  type ClaimEventRow,
  type ClaimRow,
  type WarrantyRow,
} from '../../db/schema';
import type { Executor } from '../../db/tx';
import { claimFilesRepository, type ClaimFileInfo } from './claim-files-repository';

/** A claim with its warranty, its customer and its timeline (oldest event first). */
export interface ClaimRecord {
  claim: ClaimRow;
  warranty: WarrantyRow;
  customer: { id: string; firstname: string; lastname: string; email: string };
  events: (ClaimEventRow & { actorName: string | null })[];
  /** Its photos and documents, without their bytes, oldest first. */
  files: ClaimFileInfo[];
}

/** A line of the claims team's queue: the claim, its warranty and the customer's name. */
export interface QueuedClaim {
  claim: ClaimRow;
  warranty: WarrantyRow;
  first: string;
  last: string;
}

const QUEUE_LENGTH = 200;

/**
 * The reads of claims: a whole claim (`ClaimRecord`) by a condition that the caller scopes to who
 * asks (read-claims.ts), lists of claims with their warranties, and the claims team's queue.
 */
export function claimRecordsRepository(db: Executor) {
  async function load(where: SQL | undefined): Promise<ClaimRecord | null> {
    const [row] = await db
      .select({
        claim: claims,
        warranty: warranties,
        customer: { id: users.id, firstname: users.firstname, lastname: users.lastname, email: users.email },
      })
      .from(claims)
      .innerJoin(warranties, eq(warranties.id, claims.warrantyId))
      .innerJoin(users, eq(users.id, claims.userId))
      .where(where);
    if (!row) return null;
    const events = await db
      .select({ event: claimEvents, first: users.firstname, last: users.lastname })
      .from(claimEvents)
      .leftJoin(users, eq(users.id, claimEvents.actorId))
      .where(eq(claimEvents.claimId, row.claim.id))
      .orderBy(asc(claimEvents.createdAt), asc(claimEvents.id));
    return {
      ...row,
      files: await claimFilesRepository(db).list(row.claim.id),
      events: events.map(({ event, first, last }) => ({
        ...event,
        actorName: first === null ? null : `${first} ${last ?? ''}`.trim(),
      })),
    };
  }

  /** Claims with their warranties, newest first. */
  const listWhere = (where: SQL) =>
    db
      .select({ claim: claims, warranty: warranties })
      .from(claims)
      .innerJoin(warranties, eq(warranties.id, claims.warrantyId))
      .where(where)
      .orderBy(desc(claims.createdAt), desc(claims.id));

  return {
    /** The claim, only when it is this customer's. */
    ofCustomer: (userId: string, id: string) => load(and(eq(claims.id, id), eq(claims.userId, userId))),

    byId: (id: string) => load(and(eq(claims.id, id))),

    listForCustomer: (userId: string) => listWhere(eq(claims.userId, userId)),

    listForWarranty: (warrantyId: string) => listWhere(eq(claims.warrantyId, warrantyId)),

    /**
     * Open claims first, the one waiting longest first, then closed ones (paid, declined,
     * withdrawn), so that the claims still to act on are never below, or cut off by, the ones that
     * are done.
     */
    queue({ status, decided }: ClaimsQueueQuery): Promise<QueuedClaim[]> {
      return (
        db
          .select({ claim: claims, warranty: warranties, first: users.firstname, last: users.lastname })
          .from(claims)
          .innerJoin(warranties, eq(warranties.id, claims.warrantyId))
          .innerJoin(users, eq(users.id, claims.userId))
          .where(
            and(
              status ? eq(claims.status, status) : undefined,
              decided === 'automatic' ? sql`${claims.automaticDecision}->>'outcome' = 'authorise'` : undefined,
            ),
          )
          // false (open) sorts before true (closed).
          .orderBy(inArray(claims.status, [...closedClaimStatuses]), asc(claims.updatedAt), asc(claims.id))
          .limit(QUEUE_LENGTH)
      );
    },

    /** How many claims each status has (statuses with none are absent). */
    countsByStatus(): Promise<{ status: ClaimStatus; n: number }[]> {
      return db.select({ status: claims.status, n: count() }).from(claims).groupBy(claims.status);
    },
  };
}
