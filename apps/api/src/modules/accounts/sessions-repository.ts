import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { sessions, users } from '../../db/schema';
import type { Executor } from '../../db/tx';

export type NewSession = typeof sessions.$inferInsert;

/** A session still in force at `now`: not revoked, not expired, not idle past its timeout. */
export const liveAt = (now: Date) =>
  and(
    isNull(sessions.revokedAt),
    gt(sessions.expiresAt, now),
    sql`${sessions.lastSeenAt} + make_interval(secs => ${sessions.idleTimeoutSeconds}) > ${now.toISOString()}::timestamptz`,
  );

/** The sessions table: each row a sign-in, found by its token's hash. */
export function sessionsRepository(db: Executor) {
  return {
    insert: async (session: NewSession) => {
      await db.insert(sessions).values(session);
    },

    /**
     * The session of a token hash with its user, if it is not revoked, not past its absolute
     * expiry, not idle longer than its timeout, and its account not disabled.
     */
    findLive: async (tokenHash: string, now: Date) => {
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
            eq(sessions.tokenHash, tokenHash),
            isNull(sessions.revokedAt),
            isNull(users.disabledAt),
            gt(sessions.expiresAt, now),
            sql`${sessions.lastSeenAt} + make_interval(secs => ${sessions.idleTimeoutSeconds}) > ${now.toISOString()}::timestamptz`,
          ),
        )
        .limit(1);
      return row ?? null;
    },

    /** Moves the last-seen time on, never back. */
    touch: async (sessionId: string, now: Date) => {
      await db
        .update(sessions)
        .set({ lastSeenAt: now })
        .where(and(eq(sessions.id, sessionId), lt(sessions.lastSeenAt, now)));
    },

    /** Notes the device once: a device already noted stays. */
    noteDevice: async (sessionId: string, device: string) => {
      await db
        .update(sessions)
        .set({ device })
        .where(and(eq(sessions.id, sessionId), isNull(sessions.device)));
    },

    revoke: async (sessionId: string) => {
      await db
        .update(sessions)
        .set({ revokedAt: new Date() })
        .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
    },

    /** Ends one of the user's own sessions still in force at `now`; false when they have no such session. */
    endLiveOf: async (userId: string, sessionId: string, now: Date) => {
      const ended = await db
        .update(sessions)
        .set({ revokedAt: now })
        .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId), liveAt(now)))
        .returning({ id: sessions.id });
      return ended.length > 0;
    },

    revokeAllOf: async (userId: string) => {
      await db
        .update(sessions)
        .set({ revokedAt: new Date() })
        .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
    },
  };
}
