import { and, asc, desc, eq, isNull, type SQL } from 'drizzle-orm';
import {
  claimEvents,
  claimGarageLinks,
  claims,
  users,
  warranties,
  type ClaimEventRow,
  type ClaimRow,
  type WarrantyRow,
} from '../../db/schema';
import { notFound } from '../../lib/errors';
import { hashToken } from '../accounts';
import { claimFileStore, type ClaimFileInfo } from './claim-file-store';
import type { Executor } from '../../db/tx';

/** A claim with its warranty, its customer and its timeline (oldest event first). */
export interface ClaimRecord {
  claim: ClaimRow;
  warranty: WarrantyRow;
  customer: { id: string; firstname: string; lastname: string; email: string };
  events: (ClaimEventRow & { actorName: string | null })[];
  /** Its photos and documents, without their bytes, oldest first. */
  files: ClaimFileInfo[];
}

const CLAIM_NOT_FOUND = 'We could not find that claim.';

/** Claims with their warranties, newest first. */
function listWhere(db: Executor, where: SQL) {
  return db
    .select({ claim: claims, warranty: warranties })
    .from(claims)
    .innerJoin(warranties, eq(warranties.id, claims.warrantyId))
    .where(where)
    .orderBy(desc(claims.createdAt), desc(claims.id));
}

async function load(db: Executor, where: ReturnType<typeof and>): Promise<ClaimRecord | null> {
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
    files: await claimFileStore.list(db, row.claim.id),
    events: events.map(({ event, first, last }) => ({
      ...event,
      actorName: first === null ? null : `${first} ${last ?? ''}`.trim(),
    })),
  };
}

/**
 * Every read of a claim goes through here, scoped by who asks: the customer by their own id, the
 * garage by its link's hash, staff by id. Any other claim is the same 404 (SECURITY B6).
 */
export const claimRecords = {
  async forCustomer(db: Executor, userId: string, id: string): Promise<ClaimRecord> {
    const record = await load(db, and(eq(claims.id, id), eq(claims.userId, userId)));
    if (!record) throw notFound(CLAIM_NOT_FOUND);
    return record;
  },

  async forStaff(db: Executor, id: string): Promise<ClaimRecord> {
    const record = await load(db, and(eq(claims.id, id)));
    if (!record) throw notFound(CLAIM_NOT_FOUND);
    return record;
  },

  /** The claim a garage link opens: the link must be the claim's current one, not revoked. */
  async forGarage(db: Executor, token: string): Promise<ClaimRecord> {
    const [link] = await db
      .select({ claimId: claimGarageLinks.claimId })
      .from(claimGarageLinks)
      .where(and(eq(claimGarageLinks.tokenHash, hashToken(token)), isNull(claimGarageLinks.revokedAt)));
    const record = link ? await load(db, and(eq(claims.id, link.claimId))) : null;
    if (!record) throw notFound('This link is not valid or the claim is closed. Please contact us for a new one.');
    return record;
  },

  listForCustomer: (db: Executor, userId: string) => listWhere(db, eq(claims.userId, userId)),

  listForWarranty: (db: Executor, warrantyId: string) => listWhere(db, eq(claims.warrantyId, warrantyId)),
};
