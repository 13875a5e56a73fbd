import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { SignIn } from '@kestrel/domain/schemas/privacy';
import type { Database } from '../../db/database-types';
import { sessions } from '../../db/schema';
import { notFound } from '../../lib/errors';

const live = (now: Date) =>
  and(
    isNull(sessions.revokedAt),
    gt(sessions.expiresAt, now),
    sql`${sessions.lastSeenAt} + make_interval(secs => ${sessions.idleTimeoutSeconds}) > ${now.toISOString()}::timestamptz`,
  );

/** The customer's live sign-ins, the latest used first. */
export async function listSignIns(db: Database, userId: string, currentId: string, now: Date): Promise<SignIn[]> {
  const rows = await db
    .select()
    .from(sessions)
    .where(and(eq(sessions.userId, userId), live(now)))
    .orderBy(desc(sessions.lastSeenAt));
  return rows.map((row) => ({
    _id: row.id,
    device: row.device ?? 'Unknown device',
    signedInAt: row.createdAt.toISOString(),
    lastSeenAt: row.lastSeenAt.toISOString(),
    current: row.id === currentId,
  }));
}

/** "Sign out of this device": one of the customer's own sessions ends; anyone else's is a 404. */
export async function endSignIn(db: Database, userId: string, sessionId: string, now: Date): Promise<void> {
  const ended = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId), live(now)))
    .returning({ id: sessions.id });
  if (ended.length === 0) throw notFound('There is no such sign-in.');
}
