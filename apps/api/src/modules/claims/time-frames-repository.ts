import { asc, eq, gte, inArray } from 'drizzle-orm';
import type { TimelineMoment } from '@kestrel/domain/claims/time-frame-record';
import { claimEvents, claims, type ClaimEventRow } from '../../db/schema';
import type { Executor } from '../../db/tx';

/** A claim's creation and its timeline, as the time-frame record reads them. */
export interface ClaimTimeline {
  createdAt: Date;
  timeline: TimelineMoment[];
}

/** The timelines the back office measures its time frames on. */
export function timeFramesRepository(db: Executor) {
  return {
    /** The events of these claims (a page of the queue), oldest first, in one query. */
    async eventsOf(claimIds: string[]): Promise<Map<string, ClaimEventRow[]>> {
      const byClaim = new Map<string, ClaimEventRow[]>(claimIds.map((id) => [id, []]));
      if (claimIds.length === 0) return byClaim;
      const rows = await db
        .select()
        .from(claimEvents)
        .where(inArray(claimEvents.claimId, claimIds))
        .orderBy(asc(claimEvents.createdAt), asc(claimEvents.id));
      for (const row of rows) byClaim.get(row.claimId)?.push(row);
      return byClaim;
    },

    /** Every claim made since `since`, with its events, in one query. */
    async timelinesSince(since: Date): Promise<ClaimTimeline[]> {
      const rows = await db
        .select({
          claimId: claims.id,
          createdAt: claims.createdAt,
          kind: claimEvents.kind,
          toStatus: claimEvents.toStatus,
          at: claimEvents.createdAt,
        })
        .from(claims)
        .innerJoin(claimEvents, eq(claimEvents.claimId, claims.id))
        .where(gte(claims.createdAt, since))
        .orderBy(asc(claims.id), asc(claimEvents.createdAt));
      const byClaim = new Map<string, ClaimTimeline>();
      for (const row of rows) {
        const entry = byClaim.get(row.claimId) ?? { createdAt: row.createdAt, timeline: [] };
        entry.timeline.push({ kind: row.kind, toStatus: row.toStatus, at: row.at });
        byClaim.set(row.claimId, entry);
      }
      return [...byClaim.values()];
    },
  };
}
