import { earliestChargeDate, monthlyChargeDates, nextBacsWorkingDay } from '@kestrel/domain/direct-debit/bacs-dates';
import { instalmentAmounts } from '@kestrel/domain/direct-debit/instalments';
import { instalmentStatusOf } from '@kestrel/domain/direct-debit/instalment-status';
import type { Reference } from '@kestrel/domain/references/reference';
import type { CompleteMonthlyAnswer } from '@kestrel/domain/schemas/direct-debit';
import { errorCodes } from '@kestrel/domain/schemas/errors';
import { londonToday } from '@kestrel/domain/uk/london-date';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import {
  directDebitInstalments,
  directDebitPlans,
  paymentOrders,
  users,
  warranties,
  type DirectDebitPlanRow,
} from '../../db/schema';
import { AppError, notFound } from '../../lib/errors';
import { queueEmail } from '../outbox';
import { makeWarranty } from '../warranties';
import { ordersOf } from '../payments';
import { gocardlessUnavailable, type DirectDebitContext } from './direct-debit-context';
import { monthlyConfirmationEmail } from './direct-debit-emails';
import { planView } from './plan-view';
import { reusesMandate } from './renewal-mandate';

export type CompletionOutcome = 'completed' | 'waiting' | 'cancelled';

const notFinished = () =>
  new AppError(
    409,
    errorCodes.paymentNotCompleted,
    'Your Direct Debit has not been set up yet. Please finish entering your bank details, or choose another way to pay.',
  );

/**
 * Completes a plan whose billing request GoCardless has fulfilled, once, whoever calls (the
 * customer's return, a refresh, the reconciliation job): reads the billing request itself, makes
 * the instalment schedule at GoCardless from the order the server priced (keyed by our plan's id,
 * so a retry after a crash finds the schedule already made), then in one transaction takes the
 * plan by a conditional UPDATE and writes the warranty (under review), the instalments and the
 * confirmation e-mail. A caller that loses the race, or comes later, finds the warranty made.
 */
export async function completePlan(
  ctx: DirectDebitContext,
  plan: DirectDebitPlanRow,
  today = londonToday(),
): Promise<CompletionOutcome> {
  if (plan.warrantyId) return 'completed';
  if (plan.status === 'cancelled') return 'cancelled';
  const order = await ordersOf(ctx).byId(plan.orderId);
  if (!order || order.purpose !== 'purchase') throw new Error(`Plan ${plan.id} has no purchase order`);

  let mandate, payments, schedule;
  try {
    // A renewal that reuses a mandate has no billing request to read (renewal-mandate.ts).
    const billingRequest = reusesMandate(plan)
      ? { status: 'fulfilled' as const, links: { mandate_request_mandate: plan.mandateId! } }
      : await ctx.gocardless.getBillingRequest(plan.billingRequestId);
    if (billingRequest.status === 'cancelled') {
      await ctx.db
        .update(directDebitPlans)
        .set({ status: 'cancelled', cancelledOn: today, updatedAt: sql`now()` })
        .where(and(eq(directDebitPlans.id, plan.id), isNull(directDebitPlans.warrantyId)));
      await ctx.db
        .update(paymentOrders)
        .set({ status: 'failed', lastError: 'Billing request cancelled', updatedAt: sql`now()` })
        .where(and(eq(paymentOrders.id, order.id), ne(paymentOrders.status, 'completed')));
      return 'cancelled';
    }
    const mandateId = billingRequest.links.mandate_request_mandate;
    if (billingRequest.status !== 'fulfilled' || !mandateId) return 'waiting';
    mandate = await ctx.gocardless.getMandate(mandateId);
    const earliest = [mandate.next_possible_charge_date ?? today, earliestChargeDate(today)].sort().at(-1)!;
    const months = order.quote.plan.months;
    const dates = monthlyChargeDates(nextBacsWorkingDay(earliest), months);
    const amounts = instalmentAmounts(order.amount, months);
    schedule = await ctx.gocardless.createInstalmentSchedule({
      ourId: plan.id,
      name: `${order.quote.vehicle.registration} warranty ${plan.reference}`,
      mandate: mandate.id,
      totalAmount: order.amount,
      instalments: dates.map((chargeDate, index) => ({ chargeDate, amount: amounts[index]! })),
      metadata: { plan: plan.reference },
    });
    payments = await ctx.gocardless.listPayments({ instalmentSchedule: schedule.id });
  } catch (error) {
    ctx.log.warn({ err: error, plan: plan.reference }, 'GoCardless could not complete a monthly purchase');
    return gocardlessUnavailable(error);
  }
  // What is collected is what the server priced: never anything else.
  const collected = payments.reduce((sum, p) => sum + p.amount, 0);
  if (schedule.total_amount !== order.amount || collected !== order.amount) {
    throw new Error(`Plan ${plan.reference}: GoCardless schedules ${collected}p, the order is ${order.amount}p`);
  }
  const ordered = [...payments].sort((a, b) => a.charge_date.localeCompare(b.charge_date));

  await ctx.db.transaction(async (tx) => {
    const [won] = await tx
      .update(directDebitPlans)
      .set({
        status: 'active',
        mandateId: mandate.id,
        mandateReference: mandate.reference ?? null,
        scheduleId: schedule.id,
        updatedAt: sql`now()`,
      })
      .where(
        and(
          eq(directDebitPlans.id, plan.id),
          isNull(directDebitPlans.warrantyId),
          eq(directDebitPlans.status, 'awaiting-mandate'),
        ),
      )
      .returning();
    if (!won) return;
    await tx
      .update(paymentOrders)
      .set({ status: 'completed', completedAt: sql`now()`, updatedAt: sql`now()` })
      .where(eq(paymentOrders.id, order.id));
    const warranty = await makeWarranty(tx, order);
    await tx.update(directDebitPlans).set({ warrantyId: warranty.id }).where(eq(directDebitPlans.id, plan.id));
    const instalments = await tx
      .insert(directDebitInstalments)
      .values(
        ordered.map((payment, index) => ({
          planId: plan.id,
          number: index + 1,
          chargeDate: payment.charge_date,
          amount: payment.amount,
          providerPaymentId: payment.id,
          status: instalmentStatusOf(payment.status),
        })),
      )
      .returning();
    const [customer] = await tx
      .select({ email: users.email, firstname: users.firstname })
      .from(users)
      .where(eq(users.id, order.userId));
    if (customer) {
      await queueEmail(
        tx,
        monthlyConfirmationEmail(
          customer,
          order,
          warranty,
          won,
          instalments.sort((a, b) => a.number - b.number),
        ),
      );
    }
  });
  return 'completed';
}

/**
 * POST /api/warranty/direct-debit/complete: the customer's return from the bank-details page. The
 * plan must be theirs (404 otherwise); however often it is called, one warranty and one schedule.
 */
export async function completeMonthlyPurchase(
  ctx: DirectDebitContext,
  userId: string,
  reference: Reference<'directDebit'>,
): Promise<CompleteMonthlyAnswer> {
  const mine = async () => {
    const [row] = await ctx.db
      .select()
      .from(directDebitPlans)
      .where(and(eq(directDebitPlans.reference, reference), eq(directDebitPlans.userId, userId)));
    return row;
  };
  const plan = await mine();
  if (!plan) throw notFound('We cannot find that monthly plan.');
  const outcome = await completePlan(ctx, plan);
  if (outcome === 'waiting') throw notFinished();
  if (outcome === 'cancelled') {
    throw new AppError(
      409,
      errorCodes.paymentNotCompleted,
      'This Direct Debit was not set up, so nothing was bought. Please start again or choose another way to pay.',
    );
  }
  const done = (await mine())!;
  const [warranty] = await ctx.db
    .select({ id: warranties.id, reference: warranties.reference })
    .from(warranties)
    .where(eq(warranties.id, done.warrantyId!));
  const [order] = await ctx.db
    .select({ reference: paymentOrders.reference })
    .from(paymentOrders)
    .where(eq(paymentOrders.id, done.orderId));
  return {
    message: 'Your Direct Debit is set up and your warranty is under review.',
    warranty: { _id: warranty!.id, reference: warranty!.reference, order_reference: order!.reference },
    plan: await planView(ctx.db, done),
  };
}
