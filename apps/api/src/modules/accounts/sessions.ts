import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Role } from '@kestrel/domain/schemas/account';
import { sessions, users } from '../../db/schema';
import { hashToken, newSecretToken } from './tokens';
import type { UserRow } from './users-repository';
import type { Executor } from '../../db/tx';

/**
 * How long a session may live (docs/security.md, "Sessions"): it ends when idle for `idleMs` or
 * `absoluteMs` after sign-in, whichever comes first. Staff sessions are shorter (SECURITY A5).
 */
export const SESSION_POLICY = {
  customer: { idleMs: 2 * 3_600_000, absoluteMs: 24 * 3_600_000 },
  staff: { idleMs: 30 * 60_000, absoluteMs: 12 * 3_600_000 },
} as const satisfies Record<Role, { idleMs: number; absoluteMs: number }>;

/** Spec §9: a customer's session lives 24 hours at most. */
export const SESSION_LIFETIME_MS = SESSION_POLICY.customer.absoluteMs;

/** A session's last-seen time is written at most this often, not on every request. */
const TOUCH_EVERY_MS = 60_000;

export interface SessionGrant {
  token: string;
  expiresAt: Date;
}

export interface ActiveSession {
  sessionId: string;
  user: UserRow;
  /** Opened with a one-time code as well as the password: required of staff (issue #7). */
  secondFactor: boolean;
  /** The device in a few words ("Chrome on Windows"), noted on the session's first request. */
  device: string | null;
}

export async function startSession(
  db: Executor,
  userId: string,
  now = new Date(),
  options: { secondFactor?: boolean; role?: Role } = {},
): Promise<SessionGrant> {
  const policy = SESSION_POLICY[options.role ?? 'customer'];
  const token = newSecretToken();
  const expiresAt = new Date(now.getTime() + policy.absoluteMs);
  await db.insert(sessions).values({
    userId,
    tokenHash: hashToken(token),
    createdAt: now,
    lastSeenAt: now,
    idleTimeoutSeconds: policy.idleMs / 1000,
    expiresAt,
    secondFactorAt: options.secondFactor ? now : null,
  });
  return { token, expiresAt };
}

/**
 * The user behind a session token, if the session is not revoked, not past its absolute expiry,
 * not idle too long, and its account not disabled. A live session's last-seen time moves on.
 */
export async function findActiveSession(db: Executor, token: string, now = new Date()): Promise<ActiveSession | null> {
  const [row] = await db
    .select({
      sessionId: sessions.id,
      user: users,
      secondFactorAt: sessions.secondFactorAt,
      lastSeenAt: sessions.lastSeenAt,
      device: sessions.device,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, hashToken(token)),
        isNull(sessions.revokedAt),
        isNull(users.disabledAt),
        gt(sessions.expiresAt, now),
        sql`${sessions.lastSeenAt} + make_interval(secs => ${sessions.idleTimeoutSeconds}) > ${now.toISOString()}::timestamptz`,
      ),
    )
    .limit(1);
  if (!row) return null;
  if (now.getTime() - row.lastSeenAt.getTime() >= TOUCH_EVERY_MS) {
    await db
      .update(sessions)
      .set({ lastSeenAt: now })
      .where(and(eq(sessions.id, row.sessionId), lt(sessions.lastSeenAt, now)));
  }
  return { sessionId: row.sessionId, user: row.user, secondFactor: row.secondFactorAt !== null, device: row.device };
}

/** Notes the device a session is used from (docs/privacy.md "Sessions"), once. */
export async function noteSessionDevice(db: Executor, sessionId: string, device: string): Promise<void> {
  await db
    .update(sessions)
    .set({ device })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.device)));
}

export async function revokeSession(db: Executor, sessionId: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/**
 * Every session of the user ends at once: on a password change or reset (spec issue #4, SECURITY
 * A3), when staff disable the account, and for "sign out everywhere".
 */
export async function revokeAllSessions(db: Executor, userId: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}
