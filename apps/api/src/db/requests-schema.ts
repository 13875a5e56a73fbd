import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * State-changing requests sent with an `Idempotency-Key` header (docs/api.md "Safe retries"):
 * the first answer, kept for a day, so a client that lost the answer (a 502 after the commit) can
 * ask again and learn the outcome. `statusCode` is null while the first request is still running.
 */
export const idempotentRequests = pgTable(
  'idempotent_requests',
  {
    /** Whose key it is: a signed-in user's id, or the route's own secret (a garage link) otherwise. */
    scope: text().notNull(),
    key: text().notNull(),
    /** SHA-256 of the method, the path and the body: the same key with another request is refused. */
    fingerprint: text().notNull(),
    statusCode: integer(),
    contentType: text(),
    body: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp({ withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] }), index('idempotent_requests_created_idx').on(t.createdAt)],
);
