import { refundStatuses } from '@kestrel/domain/payments/orders';
import { z } from 'zod';
import { AppError, badRequest } from '../../lib/errors';
import type { WebhookHeaders } from '../../adapters/payments/payment-provider';
import { valueToPence } from '../../adapters/payments/paypal-money';
import { warrantyPayments } from '../warranties';
import { ordersOf, type PaymentsContext } from './context';
import { ledgerRepository } from './ledger-repository';
import { captureClaimedOrder } from './capture-payment';

/**
 * The few fields of a PayPal webhook event we read (CONTRACTS §3). Amounts are read to pence with
 * the capture's own `valueToPence` (an unreadable one as none); a status we do not know as none.
 */
export const webhookEventSchema = z.object({
  id: z.string().min(1).max(128),
  event_type: z.string().min(1).max(128),
  resource: z
    .object({
      id: z.string().optional(),
      status: z.enum(refundStatuses).optional().catch(undefined),
      amount: z
        .object({ value: z.string().transform((value) => valueToPence(value)), currency_code: z.string() })
        .optional(),
      supplementary_data: z
        .object({ related_ids: z.object({ order_id: z.string().optional() }).optional() })
        .optional(),
    })
    .loose(),
});
export type WebhookEvent = z.infer<typeof webhookEventSchema>;

const handledTypes = new Set([
  'CHECKOUT.ORDER.APPROVED',
  'PAYMENT.CAPTURE.COMPLETED',
  'PAYMENT.CAPTURE.PENDING',
  'PAYMENT.CAPTURE.DENIED',
  'PAYMENT.CAPTURE.REFUNDED',
  'PAYMENT.CAPTURE.REVERSED',
]);

function orderIdOf(event: WebhookEvent): string | null {
  if (event.event_type === 'CHECKOUT.ORDER.APPROVED') return event.resource.id ?? null;
  return event.resource.supplementary_data?.related_ids?.order_id ?? null;
}

/** Money returned to the buyer outside our own refund button (PayPal dashboard, dispute): recorded once. */
async function recordRefund(ctx: PaymentsContext, event: WebhookEvent, orderId: string): Promise<string> {
  const order = await ordersOf(ctx).byProviderId(orderId);
  const refundId = event.resource.id;
  if (!order || order.status !== 'completed' || !refundId) return 'ignored';
  const pence = event.resource.amount?.value ?? 0;
  await ctx.db.transaction(async (tx) => {
    const warrantyId = await warrantyPayments.idOfOrder(tx, order.id);
    await ledgerRepository.recordProviderRefund(
      tx,
      order,
      {
        id: refundId,
        status: event.resource.status ?? 'COMPLETED',
        pence: pence || order.amount,
        currency: event.resource.amount?.currency_code ?? order.currency,
      },
      warrantyId,
    );
    if (warrantyId && pence >= order.amount) await warrantyPayments.markRefunded(tx, warrantyId);
  });
  return 'refund-recorded';
}

/** Acts on one verified, first-seen event. Every action is idempotent, like the capture itself. */
async function actOn(ctx: PaymentsContext, event: WebhookEvent): Promise<string> {
  if (!handledTypes.has(event.event_type)) return 'ignored';
  const providerOrderId = orderIdOf(event);
  if (!providerOrderId) return 'no-order';
  if (event.event_type === 'PAYMENT.CAPTURE.REFUNDED' || event.event_type === 'PAYMENT.CAPTURE.REVERSED') {
    return recordRefund(ctx, event, providerOrderId);
  }
  const orders = ordersOf(ctx);
  const order = await orders.byProviderId(providerOrderId);
  if (!order) return 'unknown-order';
  if (order.status === 'completed') return 'already-completed';
  const claimed = await orders.claim(order.id);
  // Someone else (the buyer's browser) is capturing it now: they will record it.
  if (!claimed) return 'in-progress';
  try {
    // Never trust the event's figures: the order is read back from the provider and checked.
    await captureClaimedOrder(ctx, claimed);
    return 'completed';
  } catch (error) {
    if (error instanceof AppError) return `not-completed: ${error.code}`;
    throw error;
  }
}

/**
 * POST /api/webhooks/paypal (SECURITY D17): verified through the provider, de-duplicated by
 * event id (PayPal retries for days), then acted on. An unverified event changes nothing.
 */
export async function handleWebhook(
  ctx: PaymentsContext,
  headers: Partial<WebhookHeaders>,
  body: unknown,
): Promise<{ outcome: string }> {
  const parsed = webhookEventSchema.safeParse(body);
  if (!parsed.success) throw badRequest('This is not a PayPal webhook event.');
  const { authAlgo, certUrl, transmissionId, transmissionSig, transmissionTime } = headers;
  if (!authAlgo || !certUrl || !transmissionId || !transmissionSig || !transmissionTime) {
    throw badRequest('The PayPal signature headers are missing.');
  }
  const verified = await ctx.provider.verifyWebhook(
    { authAlgo, certUrl, transmissionId, transmissionSig, transmissionTime },
    body,
  );
  if (!verified) throw badRequest('The webhook signature could not be verified.');

  const event = parsed.data;
  const seen = await ledgerRepository.webhookOutcome(ctx.db, event.id);
  if (seen !== null) return { outcome: `duplicate (${seen})` };
  const outcome = await actOn(ctx, event);
  await ledgerRepository.recordWebhook(ctx.db, {
    id: event.id,
    provider: ctx.provider.name,
    eventType: event.event_type,
    outcome,
  });
  ctx.log.info({ eventId: event.id, type: event.event_type, outcome }, 'payment webhook handled');
  return { outcome };
}
