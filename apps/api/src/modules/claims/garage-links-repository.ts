import { and, eq, isNull, sql } from 'drizzle-orm';
import { claimGarageLinks } from '../../db/schema';
import type { Executor } from '../../db/tx';

/** The garage's private links to a claim: only each token's hash is kept. */
export function garageLinksRepository(db: Executor) {
  return {
    /** The claim a link opens, while the link is not revoked; null for any other. */
    async liveClaimId(tokenHash: string): Promise<string | null> {
      const [link] = await db
        .select({ claimId: claimGarageLinks.claimId })
        .from(claimGarageLinks)
        .where(and(eq(claimGarageLinks.tokenHash, tokenHash), isNull(claimGarageLinks.revokedAt)));
      return link?.claimId ?? null;
    },

    async add(claimId: string, tokenHash: string): Promise<void> {
      await db.insert(claimGarageLinks).values({ claimId, tokenHash });
    },

    async revokeAll(claimId: string): Promise<void> {
      await db
        .update(claimGarageLinks)
        .set({ revokedAt: sql`now()` })
        .where(and(eq(claimGarageLinks.claimId, claimId), isNull(claimGarageLinks.revokedAt)));
    },
  };
}
