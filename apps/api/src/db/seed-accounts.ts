import { googleDemoIdentities } from '@kestrel/emulators/google/identities';
import { users } from './schema';
import { hashPassword } from '../modules/accounts';
import type { Executor } from './tx';

/**
 * The demo customers of README "What you see in demo mode": one with a password (public on
 * purpose) and one who signs in with the Google emulator's first identity.
 */
export const demoCustomer = {
  email: 'emma.thompson@example.com',
  password: 'kestrel demo drive',
  firstname: 'Emma',
  lastname: 'Thompson',
} as const;

/**
 * The demo back-office account (README): its password is public on purpose, and it has no
 * second factor until its first sign-in at /admin/login sets one up, as a new staff member's would.
 */
export const demoStaff = {
  email: 'staff@kestrel.example',
  password: 'kestrel back office',
  firstname: 'Sam',
  lastname: 'Patel',
} as const;

export async function seedDemoAccounts(tx: Executor): Promise<void> {
  // Both argon2 hashes at once, on two of libuv's threads (a new demo folder's start waits for them).
  const [staffHash, customerHash] = await Promise.all([
    hashPassword(demoStaff.password),
    hashPassword(demoCustomer.password),
  ]);
  await tx.insert(users).values({
    email: demoStaff.email,
    firstname: demoStaff.firstname,
    lastname: demoStaff.lastname,
    mobileNo: '',
    address: '',
    city: '',
    postcode: '',
    role: 'staff',
    passwordHash: staffHash,
  });
  await tx.insert(users).values([
    {
      email: demoCustomer.email,
      firstname: demoCustomer.firstname,
      lastname: demoCustomer.lastname,
      mobileNo: '+447911123456',
      address: '14 Orchard Close',
      city: 'Harrogate',
      postcode: 'HG1 2AB',
      passwordHash: customerHash,
    },
    ...googleDemoIdentities.slice(0, 1).map((google) => ({
      email: google.email,
      firstname: google.givenName,
      lastname: google.familyName,
      mobileNo: '+447700100200',
      address: '2 Castle Street',
      city: 'Cardiff',
      postcode: 'CF10 1BS',
      googleSub: google.sub,
    })),
  ]);
}
