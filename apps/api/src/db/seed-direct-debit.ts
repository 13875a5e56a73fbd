import { currentClaimRules } from '@kestrel/domain/claims/claim-rules';
import { addDays } from '@kestrel/domain/direct-debit/bacs-dates';
import { earliestChargeDate, monthlyChargeDates } from '@kestrel/domain/direct-debit/bacs-dates';
import { instalmentAmounts } from '@kestrel/domain/direct-debit/instalments';
import { parsePlanId } from '@kestrel/domain/catalogue/plans';
import type { OrderQuote } from '@kestrel/domain/payments/orders';
import { priceWarranty, type PricedVehicle } from '@kestrel/domain/pricing/price';
import { defaultRates } from '@kestrel/domain/pricing/rates';
import { londonToday } from '@kestrel/domain/uk/london-date';
import { expiryDate } from '@kestrel/domain/warranty/warranty-dates';
import { eq } from 'drizzle-orm';
import { allocateReference } from './allocate-reference';
import type { Database } from './database';
import { directDebitInstalments, directDebitPlans, paymentOrders, transactions, users, warranties } from './schema';

type Executor = Pick<Database, 'insert' | 'select'>;

/** The demo customer's warranty paid monthly, up to date: kept out of every test's purchases. */
const vehicle: PricedVehicle & { registration: string; make: string; model: string } = {
  registration: 'LB68MTH',
  make: 'VOLKSWAGEN',
  model: 'GOLF',
  fuelType: 'petrol',
  driveType: '2WD',
  vehicleType: 'car',
  engineSize: 1498,
  bhp: 148,
  registeredDate: '2018-09-14',
  mileage: 44_000,
};
const BOUGHT_DAYS_AGO = 75;

/**
 * A 12-month Secure plan paid by Direct Debit (DESIGN §8.2), bought 75 days ago: the instalments
 * due so far collected (each a transaction with its receipt), the rest scheduled. It has no
 * GoCardless schedule id, so the Direct Debit job leaves it alone (its ids exist only here).
 */
export async function seedDemoMonthlyWarranty(tx: Executor, email: string, now: Date): Promise<void> {
  const [customer] = await tx.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!customer) return;
  const plan = parsePlanId('secure-2000-12');
  if (!plan) throw new Error('Demo plan secure-2000-12 is not in the catalogue');
  const boughtAt = new Date(now.getTime() - BOUGHT_DAYS_AGO * 86_400_000);
  const startDate = londonToday(boughtAt);
  const amount = priceWarranty(plan, vehicle, defaultRates, startDate);
  const quote: OrderQuote = {
    plan: { id: plan.id, level: plan.level, claimLimit: plan.claimLimit, months: plan.months },
    vehicle,
    vehicleVerified: true,
    startDate,
    expiryDate: expiryDate(startDate, plan.months),
    vehiclePurchaseDate: vehicle.registeredDate,
    serviceHistory: true,
  };
  const [order] = await tx
    .insert(paymentOrders)
    .values({
      reference: await allocateReference(tx, 'order', boughtAt),
      userId: customer.id,
      purpose: 'purchase',
      provider: 'gocardless',
      providerOrderId: 'BRDEMO0000001',
      status: 'completed',
      amount,
      ratesVersion: defaultRates.version,
      quote,
      createdAt: boughtAt,
      updatedAt: boughtAt,
      completedAt: boughtAt,
    })
    .returning({ id: paymentOrders.id });
  if (!order) throw new Error('Demo monthly order not stored');
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
      registration: vehicle.registration,
      make: vehicle.make,
      model: vehicle.model,
      fuelType: vehicle.fuelType,
      driveType: vehicle.driveType,
      vehicleType: vehicle.vehicleType,
      engineSize: vehicle.engineSize,
      bhp: vehicle.bhp,
      firstRegistered: vehicle.registeredDate,
      mileage: vehicle.mileage,
      vehicleVerified: true,
      startDate,
      expiryDate: quote.expiryDate,
      vehiclePurchaseDate: quote.vehiclePurchaseDate,
      serviceHistory: true,
      inspectionDate: addDays(startDate, 5),
      inspectionGarage: 'Harrogate Motor Services, Harrogate',
      certificateIssuedAt: new Date(boughtAt.getTime() + 7 * 86_400_000),
      createdAt: boughtAt,
      updatedAt: boughtAt,
    })
    .returning({ id: warranties.id });
  if (!warranty) throw new Error('Demo monthly warranty not stored');
  const [ddPlan] = await tx
    .insert(directDebitPlans)
    .values({
      reference: await allocateReference(tx, 'directDebit', boughtAt),
      userId: customer.id,
      orderId: order.id,
      warrantyId: warranty.id,
      status: 'active',
      totalAmount: amount,
      billingRequestId: 'BRDEMO0000001',
      mandateId: 'MDDEMO0000001',
      mandateReference: 'KESTREL-DEMO01',
      createdAt: boughtAt,
      updatedAt: boughtAt,
    })
    .returning({ id: directDebitPlans.id });
  if (!ddPlan) throw new Error('Demo monthly plan not stored');

  const today = londonToday(now);
  const dates = monthlyChargeDates(earliestChargeDate(startDate), plan.months);
  const amounts = instalmentAmounts(amount, plan.months);
  for (const [index, chargeDate] of dates.entries()) {
    const paid = chargeDate < today;
    const paymentId = `PMDEMO${String(index + 1).padStart(7, '0')}`;
    const [transaction] = paid
      ? await tx
          .insert(transactions)
          .values({
            reference: await allocateReference(tx, 'receipt', new Date(`${chargeDate}T12:00:00Z`)),
            userId: customer.id,
            warrantyId: warranty.id,
            orderId: order.id,
            kind: 'payment',
            provider: 'gocardless',
            sourceId: paymentId,
            status: 'COMPLETED',
            method: 'Direct Debit',
            amount: amounts[index]!,
            createdAt: new Date(`${chargeDate}T12:00:00Z`),
          })
          .returning({ id: transactions.id })
      : [];
    await tx.insert(directDebitInstalments).values({
      planId: ddPlan.id,
      number: index + 1,
      chargeDate,
      amount: amounts[index]!,
      providerPaymentId: null,
      status: paid ? 'collected' : 'scheduled',
      transactionId: transaction?.id ?? null,
    });
  }
}
