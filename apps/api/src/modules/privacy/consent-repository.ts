import { and, desc, eq, isNull } from 'drizzle-orm';
import { marketingConsents, type MarketingConsentRow } from '../../db/schema';
import type { Executor } from '../../db/tx';

export type NewConsent = Pick<
  typeof marketingConsents.$inferInsert,
  'id' | 'userId' | 'wording' | 'givenAt' | 'unsubscribeTokenHash'
>;

/** Marketing consents (PECR): each given with its wording and time, withdrawn once, never deleted. */
export function consentRepository(db: Executor) {
  const live = (userId: string) => and(eq(marketingConsents.userId, userId), isNull(marketingConsents.withdrawnAt));
  return {
    /** The customer's consent in force, the latest given; null when they have none. */
    async live(userId: string): Promise<MarketingConsentRow | null> {
      const [row] = await db
        .select()
        .from(marketingConsents)
        .where(live(userId))
        .orderBy(desc(marketingConsents.givenAt))
        .limit(1);
      return row ?? null;
    },

    /** The consent in force, its row held until the transaction ends. */
    async lockLive(userId: string): Promise<{ id: string } | null> {
      const [row] = await db
        .select({ id: marketingConsents.id })
        .from(marketingConsents)
        .where(live(userId))
        .for('update');
      return row ?? null;
    },

    async add(consent: NewConsent): Promise<void> {
      await db.insert(marketingConsents).values(consent);
    },

    async withdrawByCustomer(id: string, now: Date): Promise<void> {
      await db
        .update(marketingConsents)
        .set({ withdrawnAt: now, withdrawnBy: 'customer' })
        .where(eq(marketingConsents.id, id));
    },

    /** Withdraws the live consent whose unsubscribe token has this hash; false when there is none. */
    async withdrawByLink(tokenHash: string, now: Date): Promise<boolean> {
      const done = await db
        .update(marketingConsents)
        .set({ withdrawnAt: now, withdrawnBy: 'unsubscribe-link' })
        .where(and(eq(marketingConsents.unsubscribeTokenHash, tokenHash), isNull(marketingConsents.withdrawnAt)))
        .returning({ id: marketingConsents.id });
      return done.length > 0;
    },
  };
}
