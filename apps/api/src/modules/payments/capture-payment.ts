import { setTimeout as sleep } from 'node:timers/promises';
import type { OrderStatus } from '@kestrel/domain/payments/orders';
import {
  PaymentProviderError,
  type ProviderCapture,
  type ProviderOrder,
} from '../../adapters/payments/payment-provider';
import type { TransactionRow, WarrantyRow } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { usersRepository } from '../accounts';
import { queueEmail } from '../outbox';
import { certificateIssuedEmail, makeWarranty, warrantyPayments } from '../warranties';
import { ordersOf, type PaymentsContext } from './context';
import { paymentErrors } from './errors';
import { ledgerRepository } from './ledger-repository';
import { orderConfirmationEmail } from './order-email';
import { ordersRepository, type PaymentOrder } from './orders-repository';

/*
 * A capture, from start to end, whoever asks for it: the buyer's browser (capturePayment), PayPal's
 * webhook and the reconciliation job (captureClaimedOrder, once they hold the claim). In order:
 *   1. claim the order: one caller at a time (a conditional UPDATE); the others wait for its result;
 *   2. call the provider: capture with a PayPal-Request-Id derived from our order id, so a retry
 *      after a lost answer replays the first capture instead of making another;
 *   3. settle: read the provider's capture, not its order status (SECURITY D15), and release the
 *      order when it is not completed as quoted;
 *   4. fulfil: in one transaction, the order completed, the warranty made (a purchase) or paid
 *      towards (a balance), the payment recorded, the e-mails queued;
 *   5. answer: the one warranty and payment the order made, to every caller.
 */

/** How long a second caller waits for the first one's capture before saying it is in progress. */
const WAIT_FOR_OTHER_CAPTURE_MS = 20_000;
const POLL_MS = 100;

/** The warranty an order made (a purchase) or paid towards (a balance), and its payment. */
export interface Fulfilment {
  warranty: WarrantyRow;
  transaction: TransactionRow;
  /** The reference of the order that was paid. */
  orderReference: string;
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
  if (!order) throw paymentErrors.notFound();
  for (;;) {
    const done = await finished(ctx, order);
    if (done) return done;
    // 1. Claim it; a claim older than the window is taken over (its holder died).
    const claimed = await orders.claim(order.id);
    if (claimed) return captureClaimedOrder(ctx, claimed);
    if (Date.now() > deadline) throw paymentErrors.inProgress();
    await sleep(POLL_MS);
    order = (await orders.byId(order.id)) ?? order;
  }
}

/** The answer for an order that no longer waits for a capture, or null while it still does. */
async function finished(ctx: PaymentsContext, order: PaymentOrder): Promise<Fulfilment | null> {
  switch (order.status) {
    case 'completed':
      return fulfilmentOf(ctx, order);
    case 'flagged':
      throw paymentErrors.flagged();
    case 'failed':
      throw paymentErrors.failed();
    case 'expired':
      throw paymentErrors.expired();
    default:
      return null;
  }
}

/** 2. One capture attempt at the provider for an order this caller has claimed. */
export async function captureClaimedOrder(ctx: PaymentsContext, order: PaymentOrder): Promise<Fulfilment> {
  const { provider } = ctx;
  if (!order.providerOrderId) return release(ctx, order, 'failed', paymentErrors.notCompleted());
  try {
    // A capture already made (the answer was lost, or PayPal held it): read it, never capture twice.
    const known =
      order.status === 'capture-pending' || order.captureId ? await provider.getOrder(order.providerOrderId) : null;
    if (known?.capture) return await settle(ctx, order, known);
    // A monthly plan's pay-off: GoCardless's schedule stopped first, so it never collects what the card pays.
    if (order.purpose === 'payoff') await holdPlan(ctx, order);
    const outcome = await provider.captureOrder(order.providerOrderId, `capture-${order.id}`);
    switch (outcome.kind) {
      case 'captured':
        return await settle(ctx, order, outcome.order);
      case 'already-captured': {
        const again = await provider.getOrder(order.providerOrderId);
        if (!again) throw new PaymentProviderError('The provider no longer knows this order');
        return await settle(ctx, order, again);
      }
      case 'declined':
        return await release(ctx, order, 'created', paymentErrors.declined(), undefined, true);
      case 'not-approved':
        return await release(ctx, order, 'created', paymentErrors.notApproved(), undefined, true);
    }
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    // Unknown outcome: back to waiting; a retry (same request id) or the reconciliation job finishes it.
    return release(ctx, order, 'created', paymentErrors.unavailable());
  }
}

/**
 * 3. Settles from the provider's own record: completed and as quoted → fulfilled; pending → held;
 * declined or failed → nothing; a different amount or currency, or refunded before we recorded it
 * → flagged for staff, nothing.
 */
async function settle(ctx: PaymentsContext, order: PaymentOrder, providerOrder: ProviderOrder): Promise<Fulfilment> {
  const { capture } = providerOrder;
  if (!capture) return release(ctx, order, 'created', paymentErrors.notApproved());
  switch (capture.status) {
    case 'COMPLETED':
      return captureMatches(order, capture)
        ? fulfil(ctx, order, capture)
        : release(ctx, order, 'flagged', paymentErrors.flagged(), capture.id, true);
    case 'PENDING':
      // Money may yet come: a pay-off's plan stays held (its schedule stopped) until PayPal decides.
      return release(ctx, order, 'capture-pending', paymentErrors.pending(), capture.id);
    case 'DECLINED':
    case 'FAILED':
      return release(ctx, order, 'failed', paymentErrors.declined(), capture.id, true);
    default:
      return release(ctx, order, 'flagged', paymentErrors.flagged(), capture.id, true);
  }
}

/**
 * A pay-off order's plan held before the capture (its schedule stopped at GoCardless). When the
 * pay-off may not be captured, the order is released with the reason: for good when it never can
 * be as it stands (what is left has changed; a collection is at the bank), to try again when
 * GoCardless could not be reached. Nothing is captured either way.
 */
async function holdPlan(ctx: PaymentsContext, order: PaymentOrder & { purpose: 'payoff' }): Promise<void> {
  try {
    await ctx.payOff.hold(order);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    await release(ctx, order, error.statusCode >= 500 ? 'created' : 'failed', error);
  }
}

/** The provider captured something other than what we priced: never fulfilled, held for staff. */
export function captureMatches(order: PaymentOrder, capture: ProviderCapture): boolean {
  return capture.amountPence === order.amount && capture.currency === order.currency;
}

/** A capture attempt that did not fulfil the order: the order leaves `capturing` and the caller hears why. */
async function release(
  ctx: PaymentsContext,
  order: PaymentOrder,
  status: Extract<OrderStatus, 'created' | 'capture-pending' | 'failed' | 'flagged'>,
  error: AppError,
  captureId?: string,
  /** The provider took nothing we accept: a pay-off's plan is put back on a schedule first. */
  tookNothing = false,
): Promise<never> {
  if (tookNothing && order.purpose === 'payoff') await ctx.payOff.letGo(order);
  await ordersOf(ctx).release(order.id, status, { lastError: error.message, ...(captureId ? { captureId } : {}) });
  throw error;
}

/**
 * 4. Records a completed capture, once: the order becomes completed by a conditional UPDATE, and in
 * the same transaction the warranty (a purchase makes it, under review; a balance pays its monthly
 * arrears first, then the balance raised after inspection; a pay-off pays every instalment still
 * to collect and completes the plan), the payment and the e-mails are
 * written. A second caller finds the order completed and gets the first caller's result. Unique
 * indexes (one warranty per order, one transaction per capture) back it up.
 */
async function fulfil(ctx: PaymentsContext, order: PaymentOrder, capture: ProviderCapture): Promise<Fulfilment> {
  const fulfilled = await ctx.db.transaction(async (tx) => {
    if (!(await ordersRepository(tx).complete(order.id, capture.id))) return null;
    const made = order.purpose === 'purchase' ? await makeWarranty(tx, order) : null;
    const payment = await ledgerRepository.recordPayment(
      tx,
      order,
      capture,
      made?.id ?? (order.purpose === 'purchase' ? null : order.warrantyId),
    );
    let certificateIssued = false;
    let warranty = made;
    let arrearsPaid = 0;
    if (order.purpose === 'payoff') {
      const { paid, arrears } = await ctx.payOff.pay(tx, order, payment.id);
      arrearsPaid = arrears;
      // Captured as priced, but the plan no longer owed all of it: staff refund the difference.
      if (paid !== order.amount)
        ctx.log.error({ orderId: order.id, paid }, 'a pay-off paid instalments of another sum');
      warranty = await warrantyPayments.byId(tx, order.warrantyId);
    }
    if (order.purpose === 'balance') {
      const left = await ctx.arrears.pay(tx, order.warrantyId, order.amount, payment.id);
      arrearsPaid = order.amount - left;
      const paid = await warrantyPayments.payBalance(tx, {
        warrantyId: order.warrantyId,
        userId: order.userId,
        pence: left,
      });
      if (!paid) throw new Error(`Order ${order.id} pays for a warranty that is not its customer's`);
      ({ warranty, certificateIssued } = paid);
    }
    if (!warranty) throw new Error(`Order ${order.id} has no warranty`);
    const customer = await usersRepository(tx).findById(order.userId);
    if (customer) {
      await queueEmail(tx, orderConfirmationEmail(ctx.baseUrl, customer, order, warranty, payment, arrearsPaid));
      // The balance was all that held the certificate back (it is cleared when a balance is raised).
      if (certificateIssued) await queueEmail(tx, certificateIssuedEmail(customer, warranty));
    }
    return { warranty, transaction: payment, orderReference: order.reference };
  });
  return fulfilled ?? fulfilmentOf(ctx, order);
}

/** 5. The warranty and payment an order already made. */
async function fulfilmentOf(ctx: PaymentsContext, order: PaymentOrder): Promise<Fulfilment> {
  const transaction = await ledgerRepository.paymentOf(ctx.db, order.id);
  if (!transaction?.warrantyId) throw new Error(`Order ${order.id} is completed but has no payment recorded`);
  const warranty = await warrantyPayments.byId(ctx.db, transaction.warrantyId);
  if (!warranty) throw new Error(`Order ${order.id} has no warranty`);
  return { warranty, transaction, orderReference: order.reference };
}
