import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { passwordTokens } from '../../db/schema';
import type { Executor } from '../../db/tx';

export type NewPasswordToken = typeof passwordTokens.$inferInsert;

/** The e-mailed links that set or reset a password, kept by their token's hash. */
export function passwordTokensRepository(db: Executor) {
  return {
    insert: async (token: NewPasswordToken) => {
      await db.insert(passwordTokens).values(token);
    },

    /**
     * Marks the link used if it is known, unused and unexpired: the conditional update
     * lets exactly one request through. Answers its user id, or null.
     */
    use: async (tokenHash: string) => {
      const [row] = await db
        .update(passwordTokens)
        .set({ usedAt: new Date() })
        .where(
          and(
            eq(passwordTokens.tokenHash, tokenHash),
            isNull(passwordTokens.usedAt),
            gt(passwordTokens.expiresAt, sql`now()`),
          ),
        )
        .returning({ userId: passwordTokens.userId });
      return row?.userId ?? null;
    },

    /** Every unused link of the user stops working. */
    useAllOf: async (userId: string) => {
      await db
        .update(passwordTokens)
        .set({ usedAt: new Date() })
        .where(and(eq(passwordTokens.userId, userId), isNull(passwordTokens.usedAt)));
    },
  };
}
