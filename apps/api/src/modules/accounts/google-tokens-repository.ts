import { lt } from 'drizzle-orm';
import { usedGoogleTokens } from '../../db/schema';
import type { Executor } from '../../db/tx';

/** Google credentials that have signed someone in, by hash, kept until they expire. */
export function googleTokensRepository(db: Executor) {
  return {
    forgetExpired: async (now: Date) => {
      await db.delete(usedGoogleTokens).where(lt(usedGoogleTokens.expiresAt, now));
    },

    /** Records the credential as used; false when it already was. */
    markUsed: async (tokenHash: string, usedAt: Date, expiresAt: Date) => {
      const spent = await db
        .insert(usedGoogleTokens)
        .values({ tokenHash, usedAt, expiresAt })
        .onConflictDoNothing()
        .returning({ tokenHash: usedGoogleTokens.tokenHash });
      return spent.length > 0;
    },
  };
}
