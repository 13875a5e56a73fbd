import { arrearsStanding } from '@kestrel/domain/direct-debit/arrears';
import { earliestChargeDate, monthlyChargeDates } from '@kestrel/domain/direct-debit/bacs-dates';
import { instalmentAmounts } from '@kestrel/domain/direct-debit/instalments';
import { londonToday } from '@kestrel/domain/uk/london-date';
import { eq } from 'drizzle-orm';
import { allocateReference } from './allocate-reference';
import { seedDemoPurchase, type DemoVehicle } from './seed-demo-purchase';
import { directDebitInstalments, directDebitPlans, transactions, users, warranties } from './schema';
import type { Executor } from './tx';

interface DemoMonthly {
  vehicle: DemoVehicle;
  boughtDaysAgo: number;
  /** The latest collection due so far failed (insufficient funds): the plan is in arrears. */
  inArrears: boolean;
}

/** The demo customer's warranties paid monthly: kept out of every test's purchases. */
const demoMonthly: DemoMonthly[] = [
  {
    boughtDaysAgo: 75,
    inArrears: false,
    vehicle: {
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
    },
  },
  {
    boughtDaysAgo: 40,
    inArrears: true,
    vehicle: {
      registration: 'YC19ARR',
      make: 'TOYOTA',
      model: 'YARIS',
      fuelType: 'hybrid',
      driveType: '2WD',
      vehicleType: 'car',
      engineSize: 1497,
      bhp: 99,
      registeredDate: '2019-06-21',
      mileage: 36_000,
    },
  },
];

/**
 * 12-month Secure plans paid by Direct Debit (DESIGN §8.2): one up to date (bought 75 days ago, the
 * instalments due so far collected, each a transaction with its receipt), one in arrears (bought 40
 * days ago, its latest collection failed for want of funds; the job suspends it 14 days after that
 * failure, as the rules say). They have no GoCardless schedule, payments or retries: their ids
 * exist only here, so the job's reconciliation leaves them alone.
 */
export async function seedDemoMonthlyWarranties(tx: Executor, email: string, now: Date): Promise<void> {
  const [customer] = await tx.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!customer) return;
  for (const [index, demo] of demoMonthly.entries()) await seedOne(tx, customer.id, demo, index + 1, now);
}

async function seedOne(tx: Executor, customerId: string, demo: DemoMonthly, n: number, now: Date) {
  const customer = { id: customerId };
  const boughtAt = new Date(now.getTime() - demo.boughtDaysAgo * 86_400_000);
  const { order, warranty, plan, amount, startDate } = await seedDemoPurchase(tx, {
    customerId,
    planId: 'secure-2000-12',
    vehicle: demo.vehicle,
    boughtAt,
    provider: 'gocardless',
    providerOrderId: `BRDEMO000000${n}`,
  });
  const [ddPlan] = await tx
    .insert(directDebitPlans)
    .values({
      reference: await allocateReference(tx, 'directDebit', boughtAt),
      userId: customer.id,
      orderId: order.id,
      warrantyId: warranty.id,
      status: 'active',
      totalAmount: amount,
      billingRequestId: `BRDEMO000000${n}`,
      mandateId: `MDDEMO000000${n}`,
      mandateReference: `KESTREL-DEMO0${n}`,
      createdAt: boughtAt,
      updatedAt: boughtAt,
    })
    .returning({ id: directDebitPlans.id });
  if (!ddPlan) throw new Error('Demo monthly plan not stored');

  const today = londonToday(now);
  const dates = monthlyChargeDates(earliestChargeDate(startDate), plan.months);
  const amounts = instalmentAmounts(amount, plan.months);
  const due = dates.filter((date) => date < today).length;
  const failed = demo.inArrears && due > 0 ? due : null;
  for (const [index, chargeDate] of dates.entries()) {
    const paid = index + 1 < (failed ?? Infinity) && chargeDate < today;
    const paymentId = `PMDEMO${n}${String(index + 1).padStart(6, '0')}`;
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
    const isFailed = index + 1 === failed;
    await tx.insert(directDebitInstalments).values({
      planId: ddPlan.id,
      number: index + 1,
      chargeDate,
      amount: amounts[index]!,
      providerPaymentId: null,
      status: paid ? 'collected' : isFailed ? 'failed' : 'scheduled',
      failureCause: isFailed ? 'insufficient_funds' : null,
      transactionId: transaction?.id ?? null,
    });
  }
  if (failed) {
    const firstFailedOn = dates[failed - 1]!;
    const standing = arrearsStanding(firstFailedOn, today, failed === 1);
    await tx
      .update(directDebitPlans)
      .set({
        firstFailedOn,
        status: standing === 'in-arrears' ? 'in-arrears' : 'suspended',
        statusBeforeSuspension: standing === 'in-arrears' ? null : 'inspection-passed',
      })
      .where(eq(directDebitPlans.id, ddPlan.id));
    if (standing !== 'in-arrears') {
      await tx.update(warranties).set({ status: 'suspended' }).where(eq(warranties.id, warranty.id));
    }
  }
}
