import { sql } from 'drizzle-orm';
import { claimEvents } from '../../db/schema';
import type { Executor } from '../../db/tx';

/** One entry of a claim's timeline; whom its note is for is always said, never left to the default. */
export type NewClaimEvent = Omit<typeof claimEvents.$inferInsert, 'id' | 'createdAt' | 'audience'> &
  Required<Pick<typeof claimEvents.$inferInsert, 'audience'>>;

/** A claim's timeline: appended to, never changed. */
export function claimEventsRepository(db: Executor) {
  return {
    async add(event: NewClaimEvent): Promise<void> {
      await db.insert(claimEvents).values({
        ...event,
        // Several events of one transaction keep their order (now() is the transaction's start).
        createdAt: sql`clock_timestamp()`,
      });
    },
  };
}
