import { and, desc, eq, gt } from 'drizzle-orm';
import type { MotHistoryCheck } from '@kestrel/domain/vehicle-history/mot-verdict';
import { vehicleHistoryChecks } from '../../db/schema';
import type { Executor } from '../../db/tx';

/** How long a DVSA answer is reused (DESIGN §8.3): a day per registration. */
export const HISTORY_CACHE_HOURS = 24;

/** A check as kept: the DVSA's answer (a history or "no record") and when we asked. */
export interface CachedCheck {
  check: Exclude<MotHistoryCheck, { outcome: 'unavailable' }>;
  checkedAt: Date;
}

/** The `vehicle_history_checks` table: the DVSA's answers, one row per call, read back for a day. */
export function historyCacheRepository(db: Executor) {
  return {
    async latest(registration: string, now = new Date()): Promise<CachedCheck | null> {
      const since = new Date(now.getTime() - HISTORY_CACHE_HOURS * 3_600_000);
      const [row] = await db
        .select()
        .from(vehicleHistoryChecks)
        .where(and(eq(vehicleHistoryChecks.registration, registration), gt(vehicleHistoryChecks.checkedAt, since)))
        .orderBy(desc(vehicleHistoryChecks.checkedAt))
        .limit(1);
      if (!row) return null;
      const check: CachedCheck['check'] =
        row.outcome === 'found' && row.history ? { outcome: 'found', history: row.history } : { outcome: 'not-found' };
      return { check, checkedAt: row.checkedAt };
    },

    async record(registration: string, provider: string, check: CachedCheck['check']): Promise<Date> {
      const [row] = await db
        .insert(vehicleHistoryChecks)
        .values({
          registration,
          provider,
          outcome: check.outcome,
          history: check.outcome === 'found' ? check.history : null,
        })
        .returning({ checkedAt: vehicleHistoryChecks.checkedAt });
      return row?.checkedAt ?? new Date();
    },
  };
}
