import { desc, eq, max } from 'drizzle-orm';
import { rateVersions, users } from '../../db/schema';
import type { Executor } from '../../db/tx';
import { publishRateVersion } from '../quotes';

/** The published versions of the rate tables, with their authors. */
export function pricesRepository(db: Executor) {
  return {
    /** Newest first, each with its author's names; `limit` 1 gives the latest. */
    versions: async (limit?: number) => {
      const query = db
        .select({ row: rateVersions, firstname: users.firstname, lastname: users.lastname, email: users.email })
        .from(rateVersions)
        .leftJoin(users, eq(users.id, rateVersions.createdBy))
        .orderBy(desc(rateVersions.version));
      return limit ? query.limit(limit) : query;
    },

    /** The highest published version number; null when none has a row. */
    latestVersionNumber: async () => {
      const [latest] = await db.select({ version: max(rateVersions.version) }).from(rateVersions);
      return latest?.version ?? null;
    },

    /** Publishes a version (never rewritten: its number is the primary key); answers when. */
    insert: (version: typeof rateVersions.$inferInsert) => publishRateVersion(db, version),
  };
}
