import { and, desc, eq, inArray, lte } from 'drizzle-orm';
import type { ClaimDecisionSettings } from '@kestrel/domain/claims/claim-decision-settings';
import { claimDecisionSettings, complaints } from '../../db/schema';
import type { Executor } from '../../db/tx';

/**
 * The reads behind an automatic decision (DESIGN §9.2): the automatic limit's version in force and
 * the customer's open complaints. Versions are published like prices: a new number each time.
 */
export function decisionSettingsRepository(db: Executor) {
  const asSettings = (row: typeof claimDecisionSettings.$inferSelect): ClaimDecisionSettings => ({
    version: row.version,
    automaticLimit: row.automaticLimit,
    effectiveFrom: row.effectiveFrom.toISOString(),
  });

  return {
    /** The highest version in effect at `at`; null when none is. */
    async inForce(at: Date): Promise<ClaimDecisionSettings | null> {
      const [row] = await db
        .select()
        .from(claimDecisionSettings)
        .where(lte(claimDecisionSettings.effectiveFrom, at))
        .orderBy(desc(claimDecisionSettings.version))
        .limit(1);
      return row ? asSettings(row) : null;
    },

    /** Every version, newest first. */
    async versions(): Promise<ClaimDecisionSettings[]> {
      const rows = await db.select().from(claimDecisionSettings).orderBy(desc(claimDecisionSettings.version));
      return rows.map(asSettings);
    },

    /** Publishes a version (never rewritten: its number is the primary key). */
    async publish(version: typeof claimDecisionSettings.$inferInsert): Promise<void> {
      await db.insert(claimDecisionSettings).values(version);
    },

    /** Whether the customer has a complaint open with us, and one with the independent arbiter. */
    async complaintsOf(userId: string): Promise<{ openComplaint: boolean; withArbiter: boolean }> {
      const rows = await db
        .select({ status: complaints.status })
        .from(complaints)
        .where(and(eq(complaints.userId, userId), inArray(complaints.status, ['open', 'referred'])));
      return {
        openComplaint: rows.some((r) => r.status === 'open'),
        withArbiter: rows.some((r) => r.status === 'referred'),
      };
    },
  };
}
