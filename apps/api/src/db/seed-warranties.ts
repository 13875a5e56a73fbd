import { eq } from 'drizzle-orm';
import { allocateReference } from './allocate-reference';
import { seedDemoPurchase, type DemoVehicle } from './seed-demo-purchase';
import { transactions, users } from './schema';
import type { Executor } from './tx';

interface DemoWarranty {
  plan: string;
  /** Days ago the warranty was bought; cover started the same day. */
  boughtDaysAgo: number;
  vehicle: DemoVehicle;
}

/**
 * The demo customer's history, so the dashboard has something to show: cover in force (with its
 * certificate), cover ending within the renewal window, and cover that has ended. All bought more
 * than 14 days ago, so none is inside the cooling-off period (their PayPal captures exist only
 * here, not in the emulator). The registrations are kept out of every test's purchases.
 */
const demoWarranties: DemoWarranty[] = [
  {
    plan: 'secure-2000-24',
    boughtDaysAgo: 150,
    vehicle: {
      registration: 'MA70KTE',
      make: 'FORD',
      model: 'TRANSIT CUSTOM',
      fuelType: 'diesel',
      driveType: '2WD',
      vehicleType: 'van',
      engineSize: 1995,
      bhp: 128,
      registeredDate: '2020-10-05',
      mileage: 58_000,
    },
  },
  {
    plan: 'safe-1000-12',
    boughtDaysAgo: 335,
    vehicle: {
      registration: 'KP17RFE',
      make: 'MINI',
      model: 'HATCH',
      fuelType: 'petrol',
      driveType: '2WD',
      vehicleType: 'car',
      engineSize: 1499,
      bhp: 134,
      registeredDate: '2017-03-01',
      mileage: 61_500,
    },
  },
  {
    plan: 'safe-1500-12',
    boughtDaysAgo: 730,
    vehicle: {
      registration: 'OU65NFE',
      make: 'AUDI',
      model: 'A3',
      fuelType: 'petrol',
      driveType: '2WD',
      vehicleType: 'car',
      engineSize: 1395,
      bhp: 148,
      registeredDate: '2015-10-30',
      mileage: 72_000,
    },
  },
];

export async function seedDemoWarranties(tx: Executor, email: string, now: Date): Promise<void> {
  const [customer] = await tx.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!customer) return;
  for (const [index, demo] of demoWarranties.entries()) {
    const boughtAt = new Date(now.getTime() - demo.boughtDaysAgo * 86_400_000);
    const captureId = `DEMO${String(index + 1).padStart(13, '0')}`;
    const { order, warranty, amount } = await seedDemoPurchase(tx, {
      customerId: customer.id,
      planId: demo.plan,
      vehicle: demo.vehicle,
      boughtAt,
      provider: 'paypal',
      providerOrderId: `DEMOORDER${index + 1}`,
      captureId,
    });
    await tx.insert(transactions).values({
      reference: await allocateReference(tx, 'receipt', boughtAt),
      userId: customer.id,
      warrantyId: warranty.id,
      orderId: order.id,
      kind: 'payment',
      sourceId: captureId,
      status: 'COMPLETED',
      method: 'PayPal',
      amount,
      createdAt: boughtAt,
    });
  }
}
