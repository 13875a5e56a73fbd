import { planName } from '@kestrel/domain/catalogue/plans';
import { instalmentAmounts, monthlyAllowed, monthlyFigure } from '@kestrel/domain/direct-debit/instalments';
import type { MonthlyMandateUse, StartMonthlyAnswer } from '@kestrel/domain/schemas/direct-debit';
import type { PurchaseOrderRequest } from '@kestrel/domain/schemas/purchase-order';
import type { Payer } from '../../adapters/direct-debit/direct-debit-provider';
import { ordersOf, priceOrderRequest, purchaseOrder } from '../payments';
import type { DirectDebitContext } from './context';
import { coverRepository } from './cover-repository';
import { directDebitErrors, directDebitUnavailable } from './errors';
import { plansRepository } from './plans-repository';
import { REUSED_MANDATE, reusableMandate } from './renewal-mandate';

/** The address the provider sends the customer back to, naming the plan by its reference. */
export const returnPath = (reference: string) => `/purchase/direct-debit/return?plan=${encodeURIComponent(reference)}`;

/** The customer's details as the provider's bank-details page is prefilled with them. */
export const payerOf = (customer: { firstname: string; lastname: string; email: string } | null): Payer =>
  customer ? { firstName: customer.firstname, lastName: customer.lastname, email: customer.email } : {};

/**
 * POST /api/warranty/direct-debit/start: prices the request exactly as a full payment is priced
 * (`priceOrderRequest`: the server's catalogue, rates and vehicle; nothing the browser says about
 * money is read), refuses a plan that is paid in full only, stores the order, asks the provider
 * for a mandate request (keyed by our order's id, so a retry makes no second one), stores the plan
 * with its KD reference, and answers the hosted bank-details page's address with the instalments.
 */
export async function startMonthlyPurchase(
  ctx: DirectDebitContext,
  userId: string,
  request: PurchaseOrderRequest,
): Promise<StartMonthlyAnswer> {
  const priced = await priceOrderRequest(ctx, request);
  const { amount, quote } = priced;
  const months = quote.plan.months;
  if (!monthlyAllowed(months)) throw directDebitErrors.paidInFullOnly(months);
  const amounts = instalmentAmounts(amount, months);

  const orders = ordersOf(ctx);
  const orderId = await orders.store(purchaseOrder(userId, priced), 'gocardless');
  const customer = await coverRepository(ctx.db).payerOf(userId);

  const answer = async (
    plan: { reference: string },
    authorisationUrl: string,
    mandate: MonthlyMandateUse,
  ): Promise<StartMonthlyAnswer> => {
    const order = await orders.byId(orderId);
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
      : (await ctx.gocardless.requestMandate(orderId, { kind: 'purchase', orderId })).id;
    const plan = await plansRepository(ctx.db).insert({
      userId,
      orderId,
      totalAmount: amount,
      billingRequestId,
      mandateId: reused?.id ?? null,
    });
    await orders.setProviderOrderId(orderId, billingRequestId);
    if (reused) return answer(plan, `${ctx.baseUrl}${returnPath(plan.reference)}`, 'existing');
    const authorisationUrl = await ctx.gocardless.bankDetailsPage({
      mandateRequestId: billingRequestId,
      returnUrl: `${ctx.baseUrl}${returnPath(plan.reference)}`,
      exitUrl: `${ctx.baseUrl}/dashboard/payments?monthly=cancelled`,
      payer: payerOf(customer),
    });
    return answer(plan, authorisationUrl, 'new');
  } catch (error) {
    ctx.log.warn({ err: error, orderId }, 'GoCardless could not start a monthly purchase');
    await orders.markNotOpened(orderId, error instanceof Error ? error.message : 'unknown');
    return directDebitUnavailable(error);
  }
}
