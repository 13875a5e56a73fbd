import { earliestChargeDate, monthlyChargeDates, nextBacsWorkingDay } from '@kestrel/domain/direct-debit/bacs-dates';
import { instalmentAmounts } from '@kestrel/domain/direct-debit/instalments';
import type { Reference } from '@kestrel/domain/references/reference';
import type { CompleteMonthlyAnswer } from '@kestrel/domain/schemas/direct-debit';
import { londonToday } from '@kestrel/domain/uk/london-date';
import type {
  ProviderCollection,
  ProviderMandate,
  ProviderMandateRequest,
  ProviderSchedule,
} from '../../adapters/direct-debit/direct-debit-provider';
import type { DirectDebitPlanRow } from '../../db/schema';
import { queueEmail } from '../outbox';
import { ordersOf, ordersRepository } from '../payments';
import { makeWarranty } from '../warranties';
import type { DirectDebitContext } from './context';
import { coverRepository } from './cover-repository';
import { monthlyConfirmationEmail } from './direct-debit-emails';
import { directDebitErrors, directDebitUnavailable } from './errors';
import { instalmentsRepository } from './instalments-repository';
import { planView } from './plan-view';
import { plansRepository } from './plans-repository';
import { reusesMandate } from './renewal-mandate';

export type CompletionOutcome = 'completed' | 'waiting' | 'cancelled';

/**
 * Completes a plan whose mandate request the provider has fulfilled, once, whoever calls (the
 * customer's return, a refresh, the reconciliation job): reads the mandate request itself, makes
 * the schedule at the provider from the order the server priced (keyed by our plan's id, so a
 * retry after a crash finds the schedule already made), then in one transaction takes the plan by
 * a conditional UPDATE and writes the warranty (under review), the instalments and the
 * confirmation e-mail. A caller that loses the race, or comes later, finds the warranty made.
 */
export async function completePlan(
  ctx: DirectDebitContext,
  plan: DirectDebitPlanRow,
  today = londonToday(),
): Promise<CompletionOutcome> {
  if (plan.warrantyId) return 'completed';
  if (plan.status === 'cancelled') return 'cancelled';
  const orders = ordersOf(ctx);
  const order = plan.orderId ? await orders.byId(plan.orderId) : null;
  if (!order || order.purpose !== 'purchase') throw new Error(`Plan ${plan.id} has no purchase order`);

  let mandate: ProviderMandate, payments: ProviderCollection[], schedule: ProviderSchedule;
  try {
    // A renewal that reuses a mandate has no mandate request to read (renewal-mandate.ts).
    const request: Pick<ProviderMandateRequest, 'status' | 'mandateId'> = reusesMandate(plan)
      ? { status: 'fulfilled', mandateId: plan.mandateId! }
      : await ctx.gocardless.mandateRequest(plan.billingRequestId);
    if (request.status === 'cancelled') {
      await plansRepository(ctx.db).cancelUnfinished(plan.id, today);
      await orders.failUnlessCompleted(order.id, 'Billing request cancelled');
      return 'cancelled';
    }
    if (request.status !== 'fulfilled' || !request.mandateId) return 'waiting';
    mandate = await ctx.gocardless.mandate(request.mandateId);
    const earliest = [mandate.earliestChargeDate ?? today, earliestChargeDate(today)].sort().at(-1)!;
    const months = order.quote.plan.months;
    const dates = monthlyChargeDates(nextBacsWorkingDay(earliest), months);
    const amounts = instalmentAmounts(order.amount, months);
    schedule = await ctx.gocardless.scheduleCollections({
      key: plan.id,
      name: `${order.quote.vehicle.registration} warranty ${plan.reference}`,
      mandateId: mandate.id,
      totalPence: order.amount,
      instalments: dates.map((chargeDate, index) => ({ chargeDate, amountPence: amounts[index]! })),
      planReference: plan.reference,
    });
    payments = await ctx.gocardless.collectionsOf(schedule.id);
  } catch (error) {
    ctx.log.warn({ err: error, plan: plan.reference }, 'GoCardless could not complete a monthly purchase');
    return directDebitUnavailable(error);
  }
  // What is collected is what the server priced: never anything else.
  const collected = payments.reduce((sum, p) => sum + p.amountPence, 0);
  if (schedule.totalPence !== order.amount || collected !== order.amount) {
    throw new Error(`Plan ${plan.reference}: GoCardless schedules ${collected}p, the order is ${order.amount}p`);
  }
  const ordered = [...payments].sort((a, b) => a.chargeDate.localeCompare(b.chargeDate));

  await ctx.db.transaction(async (tx) => {
    const won = await plansRepository(tx).takeForCompletion(plan.id, {
      mandateId: mandate.id,
      mandateReference: mandate.reference,
      scheduleId: schedule.id,
    });
    if (!won) return;
    await ordersRepository(tx).markCompletedWithoutCapture(order.id);
    const warranty = await makeWarranty(tx, order);
    await plansRepository(tx).linkWarranty(plan.id, warranty.id);
    const instalments = await instalmentsRepository(tx).insert(
      ordered.map((payment, index) => ({
        planId: plan.id,
        number: index + 1,
        chargeDate: payment.chargeDate,
        amount: payment.amountPence,
        providerPaymentId: payment.id,
        status: payment.status,
      })),
    );
    const customer = await coverRepository(tx).customerOf(order.userId);
    if (customer) {
      await queueEmail(
        tx,
        monthlyConfirmationEmail(
          ctx.baseUrl,
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
  const plans = plansRepository(ctx.db);
  const plan = await plans.byReferenceOf(reference, userId);
  if (!plan) throw directDebitErrors.noSuchPlan();
  const outcome = await completePlan(ctx, plan);
  if (outcome === 'waiting') throw directDebitErrors.mandateNotSetUp();
  if (outcome === 'cancelled') throw directDebitErrors.mandateRefused();
  const done = (await plans.byReferenceOf(reference, userId))!;
  const warranty = await coverRepository(ctx.db).warranty(done.warrantyId!);
  const order = done.orderId ? await ordersOf(ctx).byId(done.orderId) : null;
  return {
    message: 'Your Direct Debit is set up and your warranty is under review.',
    warranty: { _id: warranty!.id, reference: warranty!.reference, order_reference: order!.reference },
    plan: await planView(ctx.db, done),
  };
}
