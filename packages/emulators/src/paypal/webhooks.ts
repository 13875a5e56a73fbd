import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { PaypalContext } from './context';
import { sendPaypalError } from './errors';
import { money } from './money';
import { captureJson, orderJson, type LinkBases } from './representation';
import { now, paypalId, type EmulatedOrder, type PaypalState } from './state';

export const AUTH_ALGO = 'SHA256withRSA';
export const CERT_URL = 'https://api.paypal.com/v1/notifications/certs/CERT-360caa42-fca2a594-emulator';

/** JSON with object keys sorted, so a re-serialised event signs the same. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

interface Transmission {
  transmissionId: string;
  transmissionTime: string;
  webhookId: string;
  event: unknown;
}

/** Stands in for PayPal's RSA signature: an HMAC with this emulator's own secret. */
const signatureOf = (state: PaypalState, t: Transmission) =>
  createHmac('sha256', state.webhookSecret)
    .update(`${t.transmissionId}|${t.transmissionTime}|${t.webhookId}|${canonical(t.event)}`)
    .digest('base64');

/** The headers PayPal would send with this event, for this webhook id. */
export function signWebhook(state: PaypalState, event: unknown, webhookId: string) {
  const transmission = { transmissionId: randomUUID(), transmissionTime: now(), webhookId, event };
  return {
    'paypal-auth-algo': AUTH_ALGO,
    'paypal-cert-url': CERT_URL,
    'paypal-transmission-id': transmission.transmissionId,
    'paypal-transmission-sig': signatureOf(state, transmission),
    'paypal-transmission-time': transmission.transmissionTime,
  };
}

const SUMMARIES: Record<string, string> = {
  'CHECKOUT.ORDER.APPROVED': 'An order has been approved by buyer',
  'PAYMENT.CAPTURE.COMPLETED': 'Payment completed for £ amount',
  'PAYMENT.CAPTURE.PENDING': 'Payment pending for £ amount',
  'PAYMENT.CAPTURE.DENIED': 'Payment denied for £ amount',
  'PAYMENT.CAPTURE.REFUNDED': 'A £ amount capture payment was refunded',
  'PAYMENT.CAPTURE.REVERSED': 'A £ amount capture payment was reversed',
};
export const webhookEventTypes = Object.keys(SUMMARIES);

/**
 * A realistic event for an order. A COMPLETED or DENIED event for a PENDING capture also moves the
 * capture on, as PayPal's review would, so reading the order afterwards agrees with the event.
 */
export function buildWebhookEvent(type: string, order: EmulatedOrder, bases: LinkBases) {
  const capture = order.capture;
  if (capture?.status === 'PENDING' && type === 'PAYMENT.CAPTURE.COMPLETED') capture.status = 'COMPLETED';
  if (capture?.status === 'PENDING' && type === 'PAYMENT.CAPTURE.DENIED') capture.status = 'DECLINED';
  if (capture && capture.status !== 'PENDING') delete capture.pendingReason;
  const related = { supplementary_data: { related_ids: { order_id: order.id } } };
  const refund = capture?.refunds.at(-1);
  let resourceType = 'checkout-order';
  let resource: unknown = orderJson(order, bases);
  if (type.startsWith('PAYMENT.CAPTURE.') && capture) {
    const isRefund = (type === 'PAYMENT.CAPTURE.REFUNDED' || type === 'PAYMENT.CAPTURE.REVERSED') && refund;
    resourceType = isRefund ? 'refund' : 'capture';
    const base = isRefund
      ? { id: refund.id, status: 'COMPLETED', amount: money(refund.minor, refund.currency) }
      : captureJson(capture, order, bases);
    resource = { ...base, ...related };
  }
  const id = `WH-${paypalId()}`;
  return {
    id,
    event_version: '1.0',
    create_time: now(),
    resource_type: resourceType,
    resource_version: '2.0',
    event_type: type,
    summary: SUMMARIES[type] ?? type,
    resource,
    links: [
      { href: `${bases.api}/v1/notifications/webhooks-events/${id}`, rel: 'self', method: 'GET' },
      { href: `${bases.api}/v1/notifications/webhooks-events/${id}/resend`, rel: 'resend', method: 'POST' },
    ],
  };
}

const FIELDS = [
  'auth_algo',
  'cert_url',
  'transmission_id',
  'transmission_sig',
  'transmission_time',
  'webhook_id',
] as const;

/** POST /v1/notifications/verify-webhook-signature: SUCCESS only for a signature this emulator issued. */
export function registerWebhookVerifyRoute(app: FastifyInstance, ctx: PaypalContext): void {
  app.post('/v1/notifications/verify-webhook-signature', async (request, reply) => {
    const body = (request.body ?? {}) as Partial<Record<(typeof FIELDS)[number] | 'webhook_event', unknown>>;
    for (const field of [...FIELDS, 'webhook_event'] as const) {
      if (body[field] === undefined || body[field] === null || body[field] === '') {
        return sendPaypalError(reply, 400, { issue: 'MISSING_REQUIRED_PARAMETER', field: `/${field}` });
      }
    }
    const given = Buffer.from(String(body.transmission_sig));
    const expected = Buffer.from(
      signatureOf(ctx.state, {
        transmissionId: String(body.transmission_id),
        transmissionTime: String(body.transmission_time),
        webhookId: String(body.webhook_id),
        event: body.webhook_event,
      }),
    );
    const verified =
      body.auth_algo === AUTH_ALGO && given.length === expected.length && timingSafeEqual(given, expected);
    return { verification_status: verified ? 'SUCCESS' : 'FAILURE' };
  });
}
