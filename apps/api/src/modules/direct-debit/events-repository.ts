import { and, desc, eq, isNull, or, sql } from 'drizzle-orm';
import { eventRecordKeys } from '../../adapters/direct-debit/direct-debit-events';
import type { DirectDebitEvent } from '../../adapters/direct-debit/direct-debit-provider';
import { directDebitEvents } from '../../db/schema';
import type { Executor } from '../../db/tx';

const linked = (key: string) => sql`${directDebitEvents.links}->>${sql.raw(`'${key}'`)}`;

/** The provider's events, each stored once by its id as it came, and marked when applied. */
export function eventsRepository(db: Executor) {
  return {
    /** Stores the events not stored before; answers the ids of those it stored. */
    async store(events: readonly DirectDebitEvent[]): Promise<string[]> {
      if (events.length === 0) return [];
      const stored = await db
        .insert(directDebitEvents)
        .values(events.map((event) => ({ id: event.id, ...event.record })))
        .onConflictDoNothing({ target: directDebitEvents.id })
        .returning({ id: directDebitEvents.id });
      return stored.map((row) => row.id);
    },

    /**
     * Events not yet applied nor given up, the least tried first and then the oldest: an event that
     * keeps failing goes behind the others rather than holding up every delivery.
     */
    pending: () =>
      db
        .select()
        .from(directDebitEvents)
        .where(and(isNull(directDebitEvents.processedAt), isNull(directDebitEvents.failedAt)))
        .orderBy(directDebitEvents.attempts, directDebitEvents.receivedAt)
        .limit(200),

    /** One more failed try of the event's own; after `giveUpAfter` tries it is given up. True when given up now. */
    async recordFailure(id: string, error: string, giveUpAfter: number): Promise<boolean> {
      const [row] = await db
        .update(directDebitEvents)
        .set({
          attempts: sql`${directDebitEvents.attempts} + 1`,
          lastError: error.slice(0, 500),
          failedAt: sql`case when ${directDebitEvents.attempts} + 1 >= ${giveUpAfter} then now() end`,
        })
        .where(
          and(eq(directDebitEvents.id, id), isNull(directDebitEvents.processedAt), isNull(directDebitEvents.failedAt)),
        )
        .returning({ failedAt: directDebitEvents.failedAt });
      return Boolean(row?.failedAt);
    },

    async markProcessed(id: string) {
      await db
        .update(directDebitEvents)
        .set({ processedAt: sql`now()` })
        .where(and(eq(directDebitEvents.id, id), isNull(directDebitEvents.processedAt)));
    },

    /** The latest stored event saying this collection failed. */
    async latestFailureOf(collectionId: string) {
      const [event] = await db
        .select()
        .from(directDebitEvents)
        .where(
          and(
            sql`${linked(eventRecordKeys.collectionLink)} = ${collectionId}`,
            eq(directDebitEvents.action, eventRecordKeys.failedAction),
          ),
        )
        .orderBy(desc(directDebitEvents.receivedAt))
        .limit(1);
      return event ?? null;
    },

    /** The latest 200 events about this mandate or these collections, newest first. */
    async about(mandateId: string | null, collectionIds: readonly string[]) {
      const about = [
        ...(mandateId ? [sql`${linked(eventRecordKeys.mandateLink)} = ${mandateId}`] : []),
        ...(collectionIds.length
          ? [
              sql`${linked(eventRecordKeys.collectionLink)} in (${sql.join(
                collectionIds.map((id) => sql`${id}`),
                sql`, `,
              )})`,
            ]
          : []),
      ];
      if (about.length === 0) return [];
      return db
        .select()
        .from(directDebitEvents)
        .where(or(...about))
        .orderBy(desc(directDebitEvents.receivedAt))
        .limit(200);
    },
  };
}
