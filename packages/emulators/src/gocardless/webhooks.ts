import { createHmac, timingSafeEqual } from 'node:crypto';
import type { GocardlessEvent } from './state';
import { gcId } from './state';

/** The Webhook-Signature GoCardless sends: hex HMAC-SHA256 of the raw body with the endpoint's secret. */
export function webhookSignature(secret: string, rawBody: string): string {
  return createHmac('sha256', secret).update(rawBody).digest('hex');
}

/** Constant-time check of a Webhook-Signature against the raw body (what webhooks.parse does). */
export function validWebhookSignature(secret: string, rawBody: string, signature: string | undefined): boolean {
  if (!signature) return false;
  const expected = Buffer.from(webhookSignature(secret, rawBody));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** One delivery: `{"events":[…],"meta":{"webhook_id":"WB…"}}`, its raw body and headers. */
export function webhookDelivery(secret: string, events: readonly GocardlessEvent[]) {
  const body = JSON.stringify({ events, meta: { webhook_id: gcId('WB') } });
  return {
    body,
    headers: {
      'content-type': 'application/json',
      'user-agent': 'gocardless-webhook-service/1.1',
      'webhook-signature': webhookSignature(secret, body),
    },
  };
}

export interface WebhookTarget {
  url: string | null;
  secret: string;
}

export interface DeliveryResult {
  status: number | null;
  events: string[];
}

/** Posts the events to the configured endpoint; without one, nothing is sent (tests read /__control/events). */
export async function deliver(target: WebhookTarget, events: readonly GocardlessEvent[]): Promise<DeliveryResult> {
  const ids = events.map((event) => event.id);
  if (!target.url || events.length === 0) return { status: null, events: ids };
  const { body, headers } = webhookDelivery(target.secret, events);
  try {
    const response = await fetch(target.url, { method: 'POST', headers, body, signal: AbortSignal.timeout(10_000) });
    return { status: response.status, events: ids };
  } catch {
    return { status: null, events: ids };
  }
}
