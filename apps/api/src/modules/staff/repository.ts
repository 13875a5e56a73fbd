import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { recoveryCodes, signInChallenges, users, type UserRow } from '../../db/schema';
import type { Executor } from '../../db/tx';
import { usersRepository } from '../accounts';

export type NewStaffUser = typeof users.$inferInsert;

/** Staff accounts' sign-in: the account's TOTP columns, the sign-in challenges and the recovery codes. */
export function staffRepository(db: Executor) {
  return {
    idByEmail: async (email: string) => {
      const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
      return row?.id ?? null;
    },

    /** An account made staff with this password; its two-factor setup starts again. */
    promote: (userId: string, passwordHash: string) => usersRepository(db).makeStaff(userId, passwordHash),

    insertUser: async (user: NewStaffUser) => {
      await usersRepository(db).insert(user);
    },

    userById: async (userId: string): Promise<UserRow | null> => {
      const [user] = await db.select().from(users).where(eq(users.id, userId));
      return user ?? null;
    },

    saveTotpSecret: (userId: string, sealedSecret: string) => usersRepository(db).setTotpSecret(userId, sealedSecret),

    /** Records the step of an accepted code; false when another request with it got there first. */
    saveTotpStep: (user: UserRow, step: number, enabledAt: Date) =>
      usersRepository(db).setTotpStep(user, step, enabledAt),

    insertChallenge: async (userId: string, tokenHash: string, expiresAt: Date) => {
      await db.insert(signInChallenges).values({ userId, tokenHash, expiresAt });
    },

    /** Marks an unused, unexpired challenge used and answers its user; null otherwise. */
    claimChallenge: async (tokenHash: string, now: Date) => {
      const [claimed] = await db
        .update(signInChallenges)
        .set({ usedAt: now })
        .where(
          and(
            eq(signInChallenges.tokenHash, tokenHash),
            isNull(signInChallenges.usedAt),
            gt(signInChallenges.expiresAt, sql`now()`),
          ),
        )
        .returning({ userId: signInChallenges.userId });
      return claimed?.userId ?? null;
    },

    /** The challenge is usable again (a wrong code, within its lifetime). */
    releaseChallenge: async (tokenHash: string) => {
      await db.update(signInChallenges).set({ usedAt: null }).where(eq(signInChallenges.tokenHash, tokenHash));
    },

    /** Uses one unused recovery code of the user; false when there is none of that hash. */
    useRecoveryCode: async (userId: string, codeHash: string) => {
      const [used] = await db
        .update(recoveryCodes)
        .set({ usedAt: sql`now()` })
        .where(
          and(eq(recoveryCodes.userId, userId), eq(recoveryCodes.codeHash, codeHash), isNull(recoveryCodes.usedAt)),
        )
        .returning({ id: recoveryCodes.id });
      return Boolean(used);
    },

    /** The user's recovery codes are these, and only these. */
    replaceRecoveryCodes: async (userId: string, codeHashes: string[], createdAt: Date) => {
      await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
      await db.insert(recoveryCodes).values(codeHashes.map((codeHash) => ({ userId, codeHash, createdAt })));
    },
  };
}
