import { and, eq, isNull } from 'drizzle-orm';
import type { User } from '@kestrel/domain/schemas/account';
import { parseUkPhone } from '@kestrel/domain/uk/phone';
import { users, type UserRow } from '../../db/schema';
import type { Executor } from '../../db/tx';

export type { UserRow };
export type NewUser = typeof users.$inferInsert;

export function profileImageUrl(imageId: string): string {
  return `/api/user/profile-image/${imageId}`;
}

/** The user as every answer shows it: never the password hash or Google's subject id. */
export function toUserAnswer(row: UserRow): User {
  return {
    _id: row.id,
    firstname: row.firstname,
    lastname: row.lastname,
    email: row.email,
    mobile_no: parseUkPhone(row.mobileNo)?.national ?? row.mobileNo,
    addr: { address: row.address, city: row.city, postcode: row.postcode },
    profile_img: row.profileImageId ? profileImageUrl(row.profileImageId) : null,
    role: row.role,
    hasPassword: row.passwordHash !== null,
    googleLinked: row.googleSub !== null,
  };
}

export function usersRepository(db: Executor) {
  const first = (rows: UserRow[]) => rows[0] ?? null;
  return {
    findById: async (id: string) => first(await db.select().from(users).where(eq(users.id, id)).limit(1)),
    /** E-mail addresses are stored lower-case; the schemas lower-case what people type. */
    findByEmail: async (email: string) =>
      first(await db.select().from(users).where(eq(users.email, email.toLowerCase())).limit(1)),
    findByGoogleSub: async (sub: string) =>
      first(await db.select().from(users).where(eq(users.googleSub, sub)).limit(1)),
    insert: async (user: NewUser) => {
      const [row] = await db.insert(users).values(user).returning();
      if (!row) throw new Error('The user was not stored');
      return row;
    },
    update: async (id: string, patch: Partial<NewUser>) => {
      const [row] = await db
        .update(users)
        .set({ ...patch, updatedAt: new Date() })
        .where(eq(users.id, id))
        .returning();
      if (!row) throw new Error('The user to update does not exist');
      return row;
    },

    /** A customer's account disabled (no sign-in) or enabled again. */
    setDisabled: async (id: string, disabled: boolean) => {
      await db
        .update(users)
        .set({ disabledAt: disabled ? new Date() : null, updatedAt: new Date() })
        .where(eq(users.id, id));
    },

    /** An account made staff with this password; its two-factor setup starts again. */
    makeStaff: async (id: string, passwordHash: string) => {
      await db
        .update(users)
        .set({ role: 'staff', passwordHash, totpSecret: null, totpEnabledAt: null, totpLastStep: null })
        .where(eq(users.id, id));
    },

    /** The staff account's TOTP secret, sealed. */
    setTotpSecret: async (id: string, sealedSecret: string) => {
      await db.update(users).set({ totpSecret: sealedSecret }).where(eq(users.id, id));
    },

    /**
     * Records the step of an accepted TOTP code, conditionally on the last step being the one read,
     * so two requests with the same code cannot both pass. False when another got there first.
     */
    setTotpStep: async (user: UserRow, step: number, enabledAt: Date) => {
      const [saved] = await db
        .update(users)
        .set({ totpLastStep: step, totpEnabledAt: enabledAt })
        .where(
          and(
            eq(users.id, user.id),
            user.totpLastStep === null ? isNull(users.totpLastStep) : eq(users.totpLastStep, user.totpLastStep),
          ),
        )
        .returning({ id: users.id });
      return Boolean(saved);
    },
  };
}
