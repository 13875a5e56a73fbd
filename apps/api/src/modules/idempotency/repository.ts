import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import { SAFE_RETRIES } from '@kestrel/domain/idempotency/safe-retries';
import { idempotentRequests } from '../../db/schema';
import type { Executor } from '../../db/tx';

/** Whose key it is and the key: the row's primary key. */
export interface RequestKey {
  scope: string;
  key: string;
}

/**
 * A key this request holds: the row's `created_at` as PostgreSQL prints it, which names this
 * claim exactly (a JS Date drops the microseconds), so a request whose claim was taken over
 * cannot store over, or delete, the request that took it.
 */
export interface Claim extends RequestKey {
  claimedAt: string;
}

export interface KeptRequest {
  fingerprint: string;
  /** Null while the first request runs. */
  statusCode: number | null;
  contentType: string | null;
  body: string | null;
}

const table = idempotentRequests;
const keptFor = sql.raw(`interval '${SAFE_RETRIES.keptForSeconds} seconds'`);
const abandonedAfter = sql.raw(`interval '${SAFE_RETRIES.abandonedAfterSeconds} seconds'`);
const heldBy = (claim: Claim) =>
  and(
    eq(table.scope, claim.scope),
    eq(table.key, claim.key),
    sql`${table.createdAt} = ${claim.claimedAt}::timestamptz`,
    isNull(table.statusCode),
  );

/**
 * Takes the key for this request in one statement, so two instances cannot both take it: a new
 * key, one older than a day (not yet swept), or the same request's claim left running past
 * `abandonedAfterSeconds` (its process died). Answers the claim, or null when the key is held.
 */
export async function claimKey(db: Executor, request: RequestKey & { fingerprint: string }): Promise<Claim | null> {
  const { scope, key, fingerprint } = request;
  const rows = await db
    .insert(table)
    .values({ scope, key, fingerprint })
    .onConflictDoUpdate({
      target: [table.scope, table.key],
      set: { fingerprint, statusCode: null, contentType: null, body: null, createdAt: sql`now()`, completedAt: null },
      setWhere: sql`${table.createdAt} < now() - ${keptFor}
        or (${table.statusCode} is null and ${table.fingerprint} = ${fingerprint} and ${table.createdAt} < now() - ${abandonedAfter})`,
    })
    .returning({ claimedAt: sql<string>`${table.createdAt}::text` });
  const claimedAt = rows[0]?.claimedAt;
  return claimedAt ? { scope, key, claimedAt } : null;
}

/** The row holding a key, if any. */
export async function keptRequest(db: Executor, request: RequestKey): Promise<KeptRequest | null> {
  const [row] = await db
    .select({
      fingerprint: table.fingerprint,
      statusCode: table.statusCode,
      contentType: table.contentType,
      body: table.body,
    })
    .from(table)
    .where(and(eq(table.scope, request.scope), eq(table.key, request.key)));
  return row ?? null;
}

/** Keeps the first request's answer; a claim since taken over keeps nothing. */
export async function keepAnswer(
  db: Executor,
  claim: Claim,
  answer: { statusCode: number; contentType: string | null; body: string },
): Promise<void> {
  await db
    .update(table)
    .set({ ...answer, completedAt: sql`now()` })
    .where(heldBy(claim));
}

/** Lets the key go (a 5xx, or an answer that cannot be kept): a retry does the work. */
export async function releaseKey(db: Executor, claim: Claim): Promise<void> {
  await db.delete(table).where(heldBy(claim));
}

/** Deletes the rows older than a day (by the created_at index); answers how many went. */
export async function deleteExpired(db: Executor): Promise<number> {
  const gone = await db
    .delete(table)
    .where(lt(table.createdAt, sql`now() - ${keptFor}`))
    .returning({ key: table.key });
  return gone.length;
}

/** Forgets every answer kept for a user's keys (account erasure): they may hold personal data. */
export async function forgetUserRequests(db: Executor, userId: string): Promise<void> {
  await db.delete(table).where(eq(table.scope, scopeOfUser(userId)));
}

/** The scope of a signed-in user's keys. */
export const scopeOfUser = (userId: string) => `user:${userId}`;
