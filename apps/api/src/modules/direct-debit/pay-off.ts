import { planName } from '@kestrel/domain/catalogue/plans';
import type { PayOffAnswer } from '@kestrel/domain/schemas/direct-debit';
import type { CreateOrderAnswer } from '@kestrel/domain/schemas/purchase';
import { conflict } from '../../lib/errors';
import { openOrder, type CardPayOff } from '../payments';
import type { DirectDebitContext } from './context';
import { directDebitErrors } from './errors';
import { holdForPayOff, letGoOfPayOff, payOffByCard, payOffNow } from './pay-off-hold';
import { plansRepository } from './plans-repository';

/*
 * The holder of a monthly plan pays everything still to collect by card (DESIGN §9.3, issue #38):
 * what it would charge, the order for it, and the port payments captures it through
 * (`pay-off-hold.ts` says how nothing is charged twice).
 */

async function myPlan(ctx: DirectDebitContext, userId: string, warrantyId: string) {
  const row = await plansRepository(ctx.db).withWarranty(warrantyId, userId);
  if (!row) throw directDebitErrors.notYourMonthlyWarranty();
  return row;
}

/** GET /api/warranty/{id}/pay-off: what paying the rest by card would charge now and for which instalments, or why not. */
export async function payOffQuote(ctx: DirectDebitContext, userId: string, warrantyId: string): Promise<PayOffAnswer> {
  const { plan } = await myPlan(ctx, userId, warrantyId);
  const quote = await payOffNow(ctx.db, plan);
  if (!quote.allowed) {
    return {
      allowed: false,
      amount: 0,
      arrears: 0,
      instalments: [],
      message: quote.message,
      try_again_on: quote.tryAgainOn,
    };
  }
  return {
    allowed: true,
    amount: quote.amount,
    arrears: quote.arrears,
    instalments: quote.instalments.map((i) => ({
      number: i.number,
      charge_date: i.chargeDate,
      amount: i.amount,
      status: i.status,
    })),
    message: null,
    try_again_on: null,
  };
}

/**
 * POST /api/warranty/{id}/pay-off/order: a PayPal order for everything still to collect, priced
 * from our database (the body says nothing about money). PayPal sends the customer back to the
 * dashboard's balance return, which captures it through POST /api/warranty/capture-paypal-payment/{id}.
 */
export async function createPayOffOrder(
  ctx: DirectDebitContext,
  userId: string,
  warrantyId: string,
): Promise<CreateOrderAnswer> {
  const { plan, warranty } = await myPlan(ctx, userId, warrantyId);
  if (plan.changeBillingRequestId) {
    throw conflict(
      'Please finish changing your bank details (or wait until it is done) before paying the rest by card.',
    );
  }
  const quote = await payOffNow(ctx.db, plan);
  if (!quote.allowed) throw conflict(quote.message);
  const back = `${ctx.baseUrl}/dashboard/user-dashboard?balance=${warrantyId}`;
  const opened = await openOrder(
    ctx,
    { purpose: 'payoff', userId, warrantyId, amount: quote.amount, ratesVersion: warranty.ratesVersion },
    {
      description: `Kestrel warranty, the rest of the monthly plan: ${planName(warranty)}, ${warranty.registration}`,
      returnUrl: back,
      cancelUrl: `${back}&cancelled=1`,
    },
  );
  return { ...opened, vehicleVerified: warranty.vehicleVerified };
}

/** The pay-off as payments captures it (its `CardPayOff`), handed in by the app. */
export const cardPayOff = (ctx: () => DirectDebitContext): CardPayOff => ({
  hold: (order) => holdForPayOff(ctx(), order),
  letGo: (order) => letGoOfPayOff(ctx(), order),
  pay: payOffByCard,
});
