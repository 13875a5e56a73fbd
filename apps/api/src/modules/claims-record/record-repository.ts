import { and, asc, eq, gte, inArray, isNotNull, or } from 'drizzle-orm';
import { claimFacts, type ClaimFacts, type FactsMoment } from '@kestrel/domain/claims/claim-facts';
import type { ComplaintFacts } from '@kestrel/domain/claims/claims-record';
import { claimEvents, claims, complaints } from '../../db/schema';
import type { Executor } from '../../db/tx';

/** The facts the claims record counts, read from the claims' timelines and the complaints. */
export function recordRepository(db: Executor) {
  return {
    /** Every claim with an event since `since` (made, decided, paid…), with its whole timeline. */
    async claimsActiveSince(since: Date): Promise<ClaimFacts[]> {
      const active = db
        .selectDistinct({ id: claimEvents.claimId })
        .from(claimEvents)
        .where(gte(claimEvents.createdAt, since));
      const rows = await db
        .select({
          claimId: claims.id,
          createdAt: claims.createdAt,
          declineReason: claims.declineReason,
          kind: claimEvents.kind,
          actor: claimEvents.actor,
          toStatus: claimEvents.toStatus,
          at: claimEvents.createdAt,
        })
        .from(claims)
        .innerJoin(claimEvents, eq(claimEvents.claimId, claims.id))
        .where(inArray(claims.id, active))
        .orderBy(asc(claims.id), asc(claimEvents.createdAt), asc(claimEvents.id));
      const byClaim = new Map<string, { row: (typeof rows)[number]; timeline: FactsMoment[] }>();
      for (const row of rows) {
        const entry = byClaim.get(row.claimId) ?? { row, timeline: [] };
        entry.timeline.push({ kind: row.kind, actor: row.actor, toStatus: row.toStatus, at: row.at });
        byClaim.set(row.claimId, entry);
      }
      return [...byClaim.values()].map(({ row, timeline }) => claimFacts(row.createdAt, timeline, row.declineReason));
    },

    /** Every complaint received or answered since `since`. */
    async complaintsSince(since: Date): Promise<ComplaintFacts[]> {
      return db
        .select({ receivedAt: complaints.receivedAt, respondedAt: complaints.respondedAt, outcome: complaints.outcome })
        .from(complaints)
        .where(
          or(
            gte(complaints.receivedAt, since),
            and(isNotNull(complaints.respondedAt), gte(complaints.respondedAt, since)),
          ),
        );
    },
  };
}
