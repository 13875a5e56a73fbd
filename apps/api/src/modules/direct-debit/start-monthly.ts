import { planName } from '@kestrel/domain/catalogue/plans';
import { instalmentAmounts, monthlyAllowed, monthlyFigure } from '@kestrel/domain/direct-debit/instalments';
import type { MonthlyMandateUse, StartMonthlyAnswer } from '@kestrel/domain/schemas/direct-debit';
import { errorCodes } from '@kestrel/domain/schemas/errors';
import type { PurchaseOrderRequest } from '@kestrel/domain/schemas/purchase-order';
import { eq, sql } from 'drizzle-orm';
import { allocateReference } from '../../db/allocate-reference';
import { directDebitPlans, paymentOrders, users } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { priceOrderRequest, purchaseOrder } from '../payments';
import { ordersOf } from '../payments';
import { gocardlessUnavailable, type DirectDebitContext } from './direct-debit-context';
import { REUSED_MANDATE, reusableMandate } from './renewal-mandate';

/** The address GoCardless sends the customer back to, naming the plan by its reference. */
export const returnPath = (reference: string) => `/purchase/direct-debit/return?plan=${encodeURIComponent(reference)}`;

/**
 * POST /api/warranty/direct-debit/start: prices the request exactly as a full payment is priced
 * (`priceOrderRequest`: the server's catalogue, rates and vehicle; nothing the browser says about
 * money is read), refuses a plan that is paid in full only, stores the order, asks GoCardless for a
 * billing request (keyed by our order's id, so a retry makes no second one), stores the plan with
 * its KD reference, and answers the hosted bank-details page's address with the instalments.
 */
export async function startMonthlyPurchase(
  ctx: DirectDebitContext,
  userId: string,
  request: PurchaseOrderRequest,
): Promise<StartMonthlyAnswer> {
  const priced = await priceOrderRequest(ctx, request);
  const { amount, quote } = priced;
  const months = quote.plan.months;
  if (!monthlyAllowed(months)) {
    const message = `A ${months}-month plan is paid in full. Monthly payments are for 12, 24 and 36-month plans.`;
    throw new AppError(409, errorCodes.planNotAvailable, message, { planID: message });
  }
  const amounts = instalmentAmounts(amount, months);

  const orders = ordersOf(ctx);
  const orderId = await orders.store(purchaseOrder(userId, priced), 'gocardless');
  const [customer] = await ctx.db
    .select({ email: users.email, firstname: users.firstname, lastname: users.lastname })
    .from(users)
    .where(eq(users.id, userId));

  const answer = async (
    plan: { reference: string },
    authorisationUrl: string,
    mandate: MonthlyMandateUse,
  ): Promise<StartMonthlyAnswer> => {
    const [order] = await ctx.db
      .select({ reference: paymentOrders.reference })
      .from(paymentOrders)
      .where(eq(paymentOrders.id, orderId));
    ctx.log.info({ orderId, plan: plan.reference, plan_name: planName(quote.plan) }, 'monthly purchase started');
    return {
      reference: plan.reference,
      order_reference: order!.reference,
      amount,
      months,
      monthly: monthlyFigure(amount, months),
      instalments: amounts.map((value, index) => ({
        number: index + 1,
        charge_date: null,
        amount: value,
        status: 'scheduled' as const,
      })),
      vehicleVerified: quote.vehicleVerified,
      mandate,
      authorisationUrl,
    };
  };
  try {
    // A renewal reuses the customer's mandate for this vehicle: no bank-details page again.
    const reused = await reusableMandate(ctx, userId, quote.vehicle.registration);
    const billingRequestId = reused
      ? `${REUSED_MANDATE}${orderId}`
      : (await ctx.gocardless.createBillingRequest(orderId, { order_id: orderId })).id;
    const [plan] = await ctx.db.transaction(async (tx) =>
      tx
        .insert(directDebitPlans)
        .values({
          reference: await allocateReference(tx, 'directDebit'),
          userId,
          orderId,
          totalAmount: amount,
          billingRequestId,
          mandateId: reused?.id ?? null,
        })
        .returning({ id: directDebitPlans.id, reference: directDebitPlans.reference }),
    );
    if (!plan) throw new Error('The monthly plan was not stored');
    await ctx.db
      .update(paymentOrders)
      .set({ providerOrderId: billingRequestId, updatedAt: sql`now()` })
      .where(eq(paymentOrders.id, orderId));
    if (reused) return answer(plan, `${ctx.baseUrl}${returnPath(plan.reference)}`, 'existing');
    const flow = await ctx.gocardless.createBillingRequestFlow({
      billingRequest: billingRequestId,
      redirectUri: `${ctx.baseUrl}${returnPath(plan.reference)}`,
      exitUri: `${ctx.baseUrl}/dashboard/payments?monthly=cancelled`,
      customer: customer
        ? { given_name: customer.firstname, family_name: customer.lastname, email: customer.email }
        : {},
    });
    return answer(plan, flow.authorisation_url, 'new');
  } catch (error) {
    ctx.log.warn({ err: error, orderId }, 'GoCardless could not start a monthly purchase');
    await ctx.db
      .update(paymentOrders)
      .set({ status: 'failed', lastError: error instanceof Error ? error.message : 'unknown', updatedAt: sql`now()` })
      .where(eq(paymentOrders.id, orderId));
    return gocardlessUnavailable(error);
  }
}
