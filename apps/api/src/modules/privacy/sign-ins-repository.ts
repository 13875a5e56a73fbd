import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { sessions, type SessionRow } from '../../db/schema';
import type { Executor } from '../../db/tx';
import { sessionsRepository } from '../accounts';

/** A session still in force at `now`: not revoked, not expired, not idle past its timeout. */
const live = (now: Date) =>
  and(
    isNull(sessions.revokedAt),
    gt(sessions.expiresAt, now),
    sql`${sessions.lastSeenAt} + make_interval(secs => ${sessions.idleTimeoutSeconds}) > ${now.toISOString()}::timestamptz`,
  );

/** The customer's own sign-ins (the accounts module's sessions), as the privacy page shows them. */
export function signInsRepository(db: Executor) {
  return {
    /** The customer's live sessions, the latest used first. */
    listLive(userId: string, now: Date): Promise<SessionRow[]> {
      return db
        .select()
        .from(sessions)
        .where(and(eq(sessions.userId, userId), live(now)))
        .orderBy(desc(sessions.lastSeenAt));
    },

    /** Ends one of the customer's own live sessions; false when they have no such session. */
    endLive(userId: string, sessionId: string, now: Date): Promise<boolean> {
      return sessionsRepository(db).endLiveOf(userId, sessionId, now);
    },
  };
}
