import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { sessions, users } from '../../db/schema';
import { hashToken, newSecretToken } from './tokens';
import type { UserRow } from './users-repository';

/** Spec §9: a session lives 24 hours; the server enforces it, the client mirrors it. */
export const SESSION_LIFETIME_MS = 86_400_000;

type Executor = Pick<Database, 'select' | 'insert' | 'update'>;

export interface SessionGrant {
  token: string;
  expiresAt: Date;
}

export interface ActiveSession {
  sessionId: string;
  user: UserRow;
  /** Opened with a one-time code as well as the password: required of staff (issue #7). */
  secondFactor: boolean;
}

export async function startSession(
  db: Executor,
  userId: string,
  now = new Date(),
  options: { secondFactor?: boolean } = {},
): Promise<SessionGrant> {
  const token = newSecretToken();
  const expiresAt = new Date(now.getTime() + SESSION_LIFETIME_MS);
  await db.insert(sessions).values({
    userId,
    tokenHash: hashToken(token),
    createdAt: now,
    expiresAt,
    secondFactorAt: options.secondFactor ? now : null,
  });
  return { token, expiresAt };
}

/** The user behind a bearer token, if the session is neither revoked nor expired. */
export async function findActiveSession(db: Executor, token: string): Promise<ActiveSession | null> {
  const [row] = await db
    .select({ sessionId: sessions.id, user: users, secondFactorAt: sessions.secondFactorAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(eq(sessions.tokenHash, hashToken(token)), isNull(sessions.revokedAt), gt(sessions.expiresAt, sql`now()`)),
    )
    .limit(1);
  return row ? { sessionId: row.sessionId, user: row.user, secondFactor: row.secondFactorAt !== null } : null;
}

export async function revokeSession(db: Executor, sessionId: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Every session of the user ends: on a password change or reset (spec issue #4, SECURITY A3). */
export async function revokeAllSessions(db: Executor, userId: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}
