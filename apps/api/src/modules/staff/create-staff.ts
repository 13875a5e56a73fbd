import type { Database } from '../../db/database-types';
import { COMMON_PASSWORD_MESSAGE, hashPassword, isCommonPassword, revokeAllSessions } from '../accounts';
import { staffRepository } from './repository';

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
  const staff = staffRepository(db);
  const existingId = await staff.idByEmail(email);
  if (existingId) {
    await staff.promote(existingId, passwordHash);
    await revokeAllSessions(db, existingId);
    return { created: false, email };
  }
  await staff.insertUser({
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
