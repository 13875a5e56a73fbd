import { errorCodes } from '@kestrel/domain/schemas/errors';
import { PaymentProviderError, type ProviderOrder } from '../../adapters/payments/payment-provider';
import type { Database } from '../../db/database-types';
import { AppError, providerUnavailable } from '../../lib/errors';
import { captureMatches, fulfilOrder, type Fulfilment } from './fulfil-order';
import { ordersRepository, type PaymentOrder } from './orders-repository';
import type { PaymentsContext } from './payments-context';

export const paymentMessages = {
  unavailable:
    "We couldn't confirm your payment with PayPal just now. If money was taken it will not be taken twice: please try again in a moment.",
  declined: 'PayPal declined this payment. Please try again with another card or account; you have not been charged.',
  notApproved: 'This payment has not been approved in PayPal yet. Please approve it, then try again.',
  pending:
    'PayPal is still checking this payment. We will e-mail you as soon as it completes; there is no need to pay again.',
  flagged:
    'PayPal recorded a different amount from your quote, so we have not activated the warranty. Our team will contact you and put it right.',
} as const;

/** The answers of a payment that did not go through, one per outcome (statuses and codes in one place). */
export const paymentErrors = {
  notApproved: () => new AppError(409, errorCodes.paymentNotApproved, paymentMessages.notApproved),
  flagged: () => new AppError(409, errorCodes.paymentNotCompleted, paymentMessages.flagged),
  pending: () => new AppError(409, errorCodes.paymentPending, paymentMessages.pending),
  declined: () => new AppError(422, errorCodes.paymentDeclined, paymentMessages.declined),
};

/** A capture attempt that did not fulfil the order: the order leaves `capturing` and the caller hears why. */
async function stop(
  db: Database,
  order: PaymentOrder,
  status: 'created' | 'capture-pending' | 'failed' | 'flagged',
  error: AppError,
  captureId?: string,
): Promise<never> {
  await ordersRepository(db).release(order.id, status, {
    lastError: error.message,
    ...(captureId ? { captureId } : {}),
  });
  throw error;
}

/**
 * Fulfils a claimed order from the provider's own record of it (PayPal: check the capture, not the
 * order status, SECURITY D15): completed and as quoted → one warranty; pending → held; declined
 * or failed → none; a different amount or currency → flagged for staff, none.
 */
export async function settleFromProviderOrder(
  ctx: PaymentsContext,
  order: PaymentOrder,
  providerOrder: ProviderOrder,
): Promise<Fulfilment> {
  const { db } = ctx;
  const capture = providerOrder.capture;
  if (!capture) {
    return stop(db, order, 'created', paymentErrors.notApproved());
  }
  switch (capture.status) {
    case 'COMPLETED':
      if (!captureMatches(order, capture)) {
        return stop(db, order, 'flagged', paymentErrors.flagged(), capture.id);
      }
      return fulfilOrder(db, order, capture, ctx.arrears);
    case 'PENDING':
      return stop(db, order, 'capture-pending', paymentErrors.pending(), capture.id);
    case 'DECLINED':
    case 'FAILED':
      return stop(db, order, 'failed', paymentErrors.declined(), capture.id);
    default:
      // Refunded or partly refunded before we recorded it: a person must look.
      return stop(db, order, 'flagged', paymentErrors.flagged(), capture.id);
  }
}

/**
 * One capture attempt for an order this caller has claimed. The PayPal-Request-Id is derived from
 * our order id, so a retry after a lost answer replays the first capture instead of making another.
 */
export async function captureClaimedOrder(ctx: PaymentsContext, order: PaymentOrder): Promise<Fulfilment> {
  const { db, provider } = ctx;
  if (!order.providerOrderId) {
    return stop(db, order, 'failed', new AppError(409, errorCodes.paymentNotCompleted, paymentMessages.notApproved));
  }
  try {
    if (order.status === 'capture-pending' || order.captureId) {
      const known = await provider.getOrder(order.providerOrderId);
      if (known?.capture) return await settleFromProviderOrder(ctx, order, known);
    }
    const outcome = await provider.captureOrder(order.providerOrderId, `capture-${order.id}`);
    switch (outcome.kind) {
      case 'captured':
        return await settleFromProviderOrder(ctx, order, outcome.order);
      case 'already-captured': {
        const known = await provider.getOrder(order.providerOrderId);
        if (!known) throw new PaymentProviderError('The provider no longer knows this order');
        return await settleFromProviderOrder(ctx, order, known);
      }
      case 'declined':
        return await stop(db, order, 'created', paymentErrors.declined());
      case 'not-approved':
        return await stop(db, order, 'created', paymentErrors.notApproved());
    }
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    // Unknown outcome: back to waiting; a retry (same request id) or the reconciliation job finishes it.
    return stop(db, order, 'created', providerUnavailable(paymentMessages.unavailable));
  }
}
