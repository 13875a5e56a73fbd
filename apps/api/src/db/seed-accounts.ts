import type { Database } from './database';
import { users } from './schema';
import { hashPassword } from '../modules/accounts/passwords';

/** The demo customers of README "What you see in demo mode"; their password is public on purpose. */
export const demoCustomer = {
  email: 'emma.thompson@example.com',
  password: 'kestrel demo drive',
  firstname: 'Emma',
  lastname: 'Thompson',
} as const;

type Executor = Pick<Database, 'insert'>;

export async function seedDemoAccounts(tx: Executor): Promise<void> {
  await tx.insert(users).values([
    {
      email: demoCustomer.email,
      firstname: demoCustomer.firstname,
      lastname: demoCustomer.lastname,
      mobileNo: '+447911123456',
      address: '14 Orchard Close',
      city: 'Harrogate',
      postcode: 'HG1 2AB',
      passwordHash: await hashPassword(demoCustomer.password),
    },
  ]);
}
