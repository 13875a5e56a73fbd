import type { Role } from '@kestrel/domain/schemas/account';
import { hashToken, newSecretToken } from './tokens';
import type { UserRow } from './users-repository';
import { sessionsRepository } from './sessions-repository';
import type { Executor } from '../../db/tx';

/*
 * Sessions: started at sign-in, checked on every call, ended at logout. The auth plugin imports
 * this file directly, not the module's index, so it must never import a file that imports routes.
 */

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
  /** Opened with a one-time code as well as the password: required of staff (docs/back-office.md). */
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
  await sessionsRepository(db).insert({
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
  const sessions = sessionsRepository(db);
  const row = await sessions.findLive(hashToken(token), now);
  if (!row) return null;
  if (now.getTime() - row.lastSeenAt.getTime() >= TOUCH_EVERY_MS) await sessions.touch(row.sessionId, now);
  return { sessionId: row.sessionId, user: row.user, secondFactor: row.secondFactorAt !== null, device: row.device };
}

/** Notes the device a session is used from (docs/privacy.md "Sessions"), once. */
export async function noteSessionDevice(db: Executor, sessionId: string, device: string): Promise<void> {
  await sessionsRepository(db).noteDevice(sessionId, device);
}

export async function revokeSession(db: Executor, sessionId: string): Promise<void> {
  await sessionsRepository(db).revoke(sessionId);
}

/**
 * Every session of the user ends at once: on a password change or reset (SECURITY A3, A5), when
 * staff disable the account, and for "sign out everywhere".
 */
export async function revokeAllSessions(db: Executor, userId: string): Promise<void> {
  await sessionsRepository(db).revokeAllOf(userId);
}
