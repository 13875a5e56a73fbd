import { setTimeout as sleep } from 'node:timers/promises';
import { errorCodes } from '@kestrel/domain/schemas/errors';
import { AppError, notFound } from '../../lib/errors';
import { fulfilmentOf, type Fulfilment } from './fulfil-order';
import type { PaymentOrder } from './orders-repository';
import { ordersOf, type PaymentsContext } from './payments-context';
import { captureClaimedOrder, paymentErrors, paymentMessages } from './settle-order';

/** How long a second caller waits for the first one's capture before saying it is in progress. */
const WAIT_FOR_OTHER_CAPTURE_MS = 20_000;
const POLL_MS = 100;

/** The answer for an order that no longer waits for a capture, or null while it still does. */
async function finished(ctx: PaymentsContext, order: PaymentOrder): Promise<Fulfilment | null> {
  switch (order.status) {
    case 'completed':
      return fulfilmentOf(ctx.db, order.id);
    case 'flagged':
      throw paymentErrors.flagged();
    case 'failed':
      throw new AppError(409, errorCodes.paymentNotCompleted, paymentMessages.declined);
    case 'expired':
      throw new AppError(409, errorCodes.orderExpired, 'This order has expired. Please start the payment again.');
    default:
      return null;
  }
}

/**
 * POST /api/warranty/capture-paypal-payment: captures the customer's approved order and answers
 * its one warranty and transaction. Retries, double clicks and concurrent calls all end here with
 * the same single result: only the caller holding the claim talks to the provider; the others
 * wait for its outcome, and a call after completion reads what was made.
 */
export async function capturePayment(
  ctx: PaymentsContext,
  userId: string,
  providerOrderId: string,
): Promise<Fulfilment> {
  const orders = ordersOf(ctx);
  const deadline = Date.now() + WAIT_FOR_OTHER_CAPTURE_MS;
  let order = await orders.byProviderId(providerOrderId, userId);
  if (!order) throw notFound('We could not find that payment. Please start the payment again.');

  for (;;) {
    const done = await finished(ctx, order);
    if (done) return done;
    const claimed = order.status === 'capturing' ? null : await orders.claim(order.id);
    if (claimed) return captureClaimedOrder(ctx, claimed);
    if (Date.now() > deadline) {
      throw new AppError(
        409,
        errorCodes.paymentInProgress,
        'Your payment is still being confirmed. Please wait a moment and check your dashboard.',
      );
    }
    await sleep(POLL_MS);
    order = (await orders.byId(order.id)) ?? order;
    // A stale claim (its holder died) is taken over by claim() on the next turn.
    if (order.status === 'capturing') {
      const retaken = await orders.claim(order.id);
      if (retaken) return captureClaimedOrder(ctx, retaken);
    }
  }
}
