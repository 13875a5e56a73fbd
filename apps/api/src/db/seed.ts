import { eq } from 'drizzle-orm';
import { DEMO_AUTOMATIC_LIMIT } from '@kestrel/domain/claims/claim-decision-settings';
import { appMeta, claimDecisionSettings, enquiries } from './schema';
import { demoCustomer, seedDemoAccounts } from './seed-accounts';
import { seedDemoClaims } from './seed-claims';
import { seedDemoWarranties } from './seed-warranties';
import { seedDemoMonthlyWarranties } from './seed-direct-debit';
import type { Database } from './database-types';

/**
 * Demo data for a new database in demo mode. It runs once per database: the marker row is
 * inserted in the same transaction, so two instances starting together seed only once.
 */
export async function seedDemoData(
  db: Database,
  now = new Date(),
  /** Where the demo garage's link points. */
  baseUrl = 'http://localhost:3000',
): Promise<boolean> {
  // Seeded already (every start but a database's first): a read, without the write transaction
  // of the claim below, which costs a start on an existing data folder its WAL flush.
  const seeded = await db.select({ key: appMeta.key }).from(appMeta).where(eq(appMeta.key, 'demo-seed')).limit(1);
  if (seeded.length > 0) return false;
  return db.transaction(async (tx) => {
    const claimed = await tx
      .insert(appMeta)
      .values({ key: 'demo-seed', value: now.toISOString() })
      .onConflictDoNothing()
      .returning({ key: appMeta.key });
    if (claimed.length === 0) return false;

    await tx.insert(enquiries).values([
      {
        fullname: 'Priya Shah',
        email: 'priya.shah@example.co.uk',
        message: 'Can I use my local independent garage for repairs under the Secure plan?',
        createdAt: new Date(now.getTime() - 2 * 86_400_000),
      },
      {
        fullname: 'Tom Walker',
        email: 'tom.walker@example.co.uk',
        message: 'My Transit is 8 years old with 95,000 miles. Which cover levels can I buy?',
        status: 'answered',
        createdAt: new Date(now.getTime() - 5 * 86_400_000),
      },
    ]);
    await seedDemoAccounts(tx);
    await seedDemoWarranties(tx, demoCustomer.email, now);
    await seedDemoMonthlyWarranties(tx, demoCustomer.email, now);
    // The automatic decisions' first limit (DESIGN §9.2), in force from a year before the demo's day.
    await tx.insert(claimDecisionSettings).values({
      version: 1,
      automaticLimit: DEMO_AUTOMATIC_LIMIT,
      effectiveFrom: new Date(now.getTime() - 365 * 86_400_000),
      note: 'The demo: claims up to £1,000 that fit the rules are authorised at once.',
    });
    await seedDemoClaims(tx, demoCustomer.email, baseUrl, now);
    return true;
  });
}
