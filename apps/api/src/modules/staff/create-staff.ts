import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database-types';
import { users } from '../../db/schema';
import { COMMON_PASSWORD_MESSAGE, hashPassword, isCommonPassword } from '../accounts';
import { revokeAllSessions } from '../accounts';

export const MIN_STAFF_PASSWORD_LENGTH = 12;

export interface NewStaff {
  email: string;
  password: string;
  firstname?: string;
  lastname?: string;
}

/**
 * Makes a staff account, or makes an existing account staff, with this password. Two-factor
 * sign-in is set up at the first sign-in at /admin; a promoted account's sessions end, so its
 * next sign-in goes through the one-time code. Answers whether the account was new.
 */
export async function createStaff(db: Database, input: NewStaff): Promise<{ created: boolean; email: string }> {
  const email = input.email.trim().toLowerCase();
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) throw new Error(`Not an e-mail address: ${input.email}`);
  if (input.password.length < MIN_STAFF_PASSWORD_LENGTH) {
    throw new Error(`A staff password needs at least ${MIN_STAFF_PASSWORD_LENGTH} characters.`);
  }
  if (await isCommonPassword(input.password)) throw new Error(COMMON_PASSWORD_MESSAGE);
  const passwordHash = await hashPassword(input.password);
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (existing) {
    await db
      .update(users)
      .set({ role: 'staff', passwordHash, totpSecret: null, totpEnabledAt: null, totpLastStep: null })
      .where(eq(users.id, existing.id));
    await revokeAllSessions(db, existing.id);
    return { created: false, email };
  }
  await db.insert(users).values({
    email,
    firstname: input.firstname ?? email.split('@')[0] ?? 'Staff',
    lastname: input.lastname ?? '',
    mobileNo: '',
    address: '',
    city: '',
    postcode: '',
    passwordHash,
    role: 'staff',
  });
  return { created: true, email };
}
