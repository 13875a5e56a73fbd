import { arrearsPaidWords } from '@kestrel/domain/direct-debit/arrears-paid';
import { planName } from '@kestrel/domain/catalogue/plans';
import { formatPence } from '@kestrel/domain/pricing/money';
import type { PayNowAnswer } from '@kestrel/domain/schemas/dashboard';
import type { CaptureAnswer, CreateOrderAnswer, WarrantyStatus } from '@kestrel/domain/schemas/purchase';
import { balancePayable } from '@kestrel/domain/warranty/warranty-status';
import { paymentErrors } from './errors';
import { customerWarranties } from '../warranties';
import { capturePayment } from './capture-payment';
import { openOrder } from './open-order';
import { captureAnswer } from './payment-answers';
import { ordersOf, type PaymentsContext } from './context';

/**
 * What the customer may pay by card on one of their warranties, from our database: the balance
 * raised after inspection (when payable) and a monthly plan's missed collections (DESIGN §8.2).
 */
async function payableNow(
  ctx: PaymentsContext,
  warranty: { id: string; status: WarrantyStatus; balanceDue: number },
): Promise<PayNowAnswer> {
  const balance = balancePayable(warranty) ? warranty.balanceDue : 0;
  const arrears = await ctx.arrears.owed(ctx.db, warranty.id);
  return { balance, arrears, total: balance + arrears };
}

/** GET /api/warranty/{id}/pay-now: what the balance order would charge now, and for what (the dashboard's dialog). */
export async function payNow(ctx: PaymentsContext, userId: string, warrantyId: string): Promise<PayNowAnswer> {
  const { warranty } = await customerWarranties.get(ctx.db, userId, warrantyId);
  return payableNow(ctx, warranty);
}

/**
 * POST /api/warranty/create-paypal-order/{id}: an order for the balance staff raised on the
 * customer's own warranty (DESIGN §2 "Pay option"), or for a monthly warranty's missed
 * collections (DESIGN §8.2). The amount is what our database says is owed; the request body says
 * nothing about it.
 */
export async function createBalanceOrder(
  ctx: PaymentsContext,
  userId: string,
  warrantyId: string,
): Promise<CreateOrderAnswer> {
  const { warranty } = await customerWarranties.get(ctx.db, userId, warrantyId);
  const due = await payableNow(ctx, warranty);
  if (due.total <= 0) throw paymentErrors.nothingDue();
  const back = `${ctx.baseUrl}/dashboard/user-dashboard?balance=${warrantyId}`;
  const opened = await openOrder(
    ctx,
    { purpose: 'balance', userId, warrantyId, amount: due.total, ratesVersion: warranty.ratesVersion },
    {
      description: `Kestrel warranty ${due.balance > 0 ? 'balance' : 'missed monthly payments'}: ${planName(warranty)}, ${warranty.registration}`,
      returnUrl: back,
      cancelUrl: `${back}&cancelled=1`,
    },
  );
  return { ...opened, vehicleVerified: warranty.vehicleVerified };
}

/**
 * POST /api/warranty/capture-paypal-payment/{id}: captures an approved balance order of this
 * warranty, or the pay-off of its monthly plan (issue #38), once, like a purchase. An order that has not been captured is refused when the
 * balance it was opened for has since been paid another way, so no money is taken twice.
 */
export async function captureBalance(
  ctx: PaymentsContext,
  userId: string,
  warrantyId: string,
  providerOrderId: string,
): Promise<CaptureAnswer> {
  const order = await ordersOf(ctx).byProviderId(providerOrderId, userId);
  if (!order || order.purpose === 'purchase' || order.warrantyId !== warrantyId) {
    throw paymentErrors.notFound();
  }
  // A pay-off is checked against the plan as the capture holds it (CardPayOff.hold), not here.
  if (order.purpose === 'balance' && order.status !== 'completed') {
    const { warranty } = await customerWarranties.get(ctx.db, userId, warrantyId);
    // A concurrent call may have just captured this very order and cleared the balance: that
    // caller's success is ours too, so look at the order again before refusing.
    if (
      (await payableNow(ctx, warranty)).total < order.amount &&
      (await ordersOf(ctx).byId(order.id))?.status !== 'completed'
    ) {
      throw paymentErrors.nothingDue();
    }
  }
  const fulfilment = await capturePayment(ctx, userId, providerOrderId);
  if (order.purpose === 'payoff') {
    return {
      ...captureAnswer(fulfilment),
      message: `Thank you: we have received your payment of ${formatPence(order.amount)}. The rest of your monthly plan is paid: your warranty is paid in full and no more Direct Debit payments will be collected for it.`,
    };
  }
  const paidArrears = await ctx.arrears.paidBy(ctx.db, fulfilment.transaction.id);
  return {
    ...captureAnswer(fulfilment),
    message: `Thank you: we have received your payment of ${formatPence(order.amount)}. ${
      paidArrears
        ? `Your missed monthly payments are paid. ${arrearsPaidWords(fulfilment.warranty.status)}`
        : 'Your warranty certificate will follow shortly.'
    }`,
  };
}
