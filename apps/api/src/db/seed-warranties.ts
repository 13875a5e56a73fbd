import { parsePlanId } from '@kestrel/domain/catalogue/plans';
import { currentClaimRules } from '@kestrel/domain/claims/claim-rules';
import { priceWarranty, type PricedVehicle } from '@kestrel/domain/pricing/price';
import { defaultRates } from '@kestrel/domain/pricing/rates';
import { londonToday } from '@kestrel/domain/uk/london-date';
import { expiryDate } from '@kestrel/domain/warranty/warranty-dates';
import { eq } from 'drizzle-orm';
import type { OrderQuote } from '@kestrel/domain/payments/orders';
import { allocateReference } from './allocate-reference';
import type { Database } from './database';
import { paymentOrders, transactions, users, warranties } from './schema';

type Executor = Pick<Database, 'insert' | 'select'>;

interface DemoWarranty {
  plan: string;
  /** Days ago the warranty was bought; cover started the same day. */
  boughtDaysAgo: number;
  vehicle: PricedVehicle & { registration: string; make: string; model: string };
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
    const plan = parsePlanId(demo.plan);
    if (!plan) throw new Error(`Demo plan ${demo.plan} is not in the catalogue`);
    const boughtAt = new Date(now.getTime() - demo.boughtDaysAgo * 86_400_000);
    const startDate = londonToday(boughtAt);
    const amount = priceWarranty(plan, demo.vehicle, defaultRates, startDate);
    const quote: OrderQuote = {
      plan: { id: plan.id, level: plan.level, claimLimit: plan.claimLimit, months: plan.months },
      vehicle: demo.vehicle,
      vehicleVerified: true,
      startDate,
      expiryDate: expiryDate(startDate, plan.months),
      vehiclePurchaseDate: demo.vehicle.registeredDate,
      serviceHistory: true,
    };
    const captureId = `DEMO${String(index + 1).padStart(13, '0')}`;
    const [order] = await tx
      .insert(paymentOrders)
      .values({
        reference: await allocateReference(tx, 'order', boughtAt),
        userId: customer.id,
        purpose: 'purchase',
        providerOrderId: `DEMOORDER${index + 1}`,
        status: 'completed',
        amount,
        ratesVersion: defaultRates.version,
        quote,
        captureId,
        createdAt: boughtAt,
        updatedAt: boughtAt,
        completedAt: boughtAt,
      })
      .returning({ id: paymentOrders.id });
    if (!order) throw new Error('Demo order not stored');
    const [warranty] = await tx
      .insert(warranties)
      .values({
        reference: await allocateReference(tx, 'warranty', boughtAt),
        userId: customer.id,
        orderId: order.id,
        status: 'inspection-passed',
        planId: plan.id,
        level: plan.level,
        claimLimit: plan.claimLimit,
        months: plan.months,
        price: amount,
        ratesVersion: defaultRates.version,
        claimRulesVersion: currentClaimRules.version,
        registration: demo.vehicle.registration,
        make: demo.vehicle.make,
        model: demo.vehicle.model,
        fuelType: demo.vehicle.fuelType,
        driveType: demo.vehicle.driveType,
        vehicleType: demo.vehicle.vehicleType,
        engineSize: demo.vehicle.engineSize,
        bhp: demo.vehicle.bhp,
        firstRegistered: demo.vehicle.registeredDate,
        mileage: demo.vehicle.mileage,
        vehicleVerified: true,
        startDate,
        expiryDate: quote.expiryDate,
        vehiclePurchaseDate: quote.vehiclePurchaseDate,
        serviceHistory: true,
        // Passed a week after purchase, when the certificate was issued.
        inspectionDate: londonToday(new Date(boughtAt.getTime() + 5 * 86_400_000)),
        inspectionGarage: 'Harrogate Motor Services, Harrogate',
        certificateIssuedAt: new Date(boughtAt.getTime() + 7 * 86_400_000),
        createdAt: boughtAt,
        updatedAt: boughtAt,
      })
      .returning({ id: warranties.id });
    await tx.insert(transactions).values({
      reference: await allocateReference(tx, 'receipt', boughtAt),
      userId: customer.id,
      warrantyId: warranty?.id,
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
