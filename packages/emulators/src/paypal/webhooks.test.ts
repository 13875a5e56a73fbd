import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approvedOrder, control, createOrder, paypal, paypalWithToken } from './test-support';

let app: FastifyInstance;
let token: string;
const WEBHOOK_ID = 'kestrel-demo-webhook';

beforeAll(async () => ({ app, token } = await paypalWithToken()));
afterAll(() => app.close());

type Headers = Record<string, string>;
const sign = async (event: unknown, webhookId = WEBHOOK_ID) =>
  (await control(app, '/webhooks/sign', { event, webhookId })).json<{ headers: Headers }>().headers;

const verify = async (headers: Headers, event: unknown, webhookId = WEBHOOK_ID) => {
  const response = await paypal(app, token, 'POST', '/v1/notifications/verify-webhook-signature', {
    body: {
      auth_algo: headers['paypal-auth-algo'],
      cert_url: headers['paypal-cert-url'],
      transmission_id: headers['paypal-transmission-id'],
      transmission_sig: headers['paypal-transmission-sig'],
      transmission_time: headers['paypal-transmission-time'],
      webhook_id: webhookId,
      webhook_event: event,
    },
  });
  return { status: response.statusCode, body: response.json<Record<string, unknown>>() };
};

async function capturedEvent(type: string, behaviour?: unknown) {
  const orderId = await approvedOrder(app, token);
  if (behaviour) await control(app, `/orders/${orderId}/behaviour`, behaviour);
  await paypal(app, token, 'POST', `/v2/checkout/orders/${orderId}/capture`, { body: {} });
  const { event } = (await control(app, '/webhooks/event', { type, orderId })).json<{
    event: Record<string, unknown>;
  }>();
  return { orderId, event };
}

describe('webhook events and their signatures', () => {
  it('builds a realistic PAYMENT.CAPTURE.COMPLETED event naming the order', async () => {
    const { orderId, event } = await capturedEvent('PAYMENT.CAPTURE.COMPLETED');
    expect(event).toMatchObject({
      id: expect.stringMatching(/^WH-[A-Z0-9]{17}$/),
      event_version: '1.0',
      resource_type: 'capture',
      event_type: 'PAYMENT.CAPTURE.COMPLETED',
      summary: expect.any(String),
      resource: {
        id: expect.any(String),
        status: 'COMPLETED',
        amount: { currency_code: 'GBP', value: '349.00' },
        supplementary_data: { related_ids: { order_id: orderId } },
      },
      links: expect.any(Array),
    });
  });

  it('verifies an event it signed for that webhook id: SUCCESS, and FAILURE for anything else', async () => {
    const { event } = await capturedEvent('PAYMENT.CAPTURE.COMPLETED');
    const headers = await sign(event);
    expect(Object.keys(headers).sort()).toEqual([
      'paypal-auth-algo',
      'paypal-cert-url',
      'paypal-transmission-id',
      'paypal-transmission-sig',
      'paypal-transmission-time',
    ]);
    expect(await verify(headers, event)).toEqual({ status: 200, body: { verification_status: 'SUCCESS' } });
    const reordered = Object.fromEntries(Object.entries(event).reverse());
    expect((await verify(headers, reordered)).body.verification_status).toBe('SUCCESS');
    expect((await verify(headers, { ...event, event_type: 'PAYMENT.CAPTURE.REFUNDED' })).body.verification_status).toBe(
      'FAILURE',
    );
    expect((await verify(headers, event, 'another-webhook')).body.verification_status).toBe('FAILURE');
    expect((await verify({ ...headers, 'paypal-transmission-sig': 'Zm9yZ2Vk' }, event)).body.verification_status).toBe(
      'FAILURE',
    );
    expect((await verify({ ...headers, 'paypal-transmission-id': 'other' }, event)).body.verification_status).toBe(
      'FAILURE',
    );
  });

  it('refuses a verification request with a missing field: 400', async () => {
    const { event } = await capturedEvent('PAYMENT.CAPTURE.COMPLETED');
    const headers = await sign(event);
    delete headers['paypal-transmission-sig'];
    const response = await verify(headers, event);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      name: 'INVALID_REQUEST',
      details: [{ issue: 'MISSING_REQUIRED_PARAMETER' }],
    });
  });

  it('moves a PENDING capture on with its COMPLETED event, so the order agrees with it', async () => {
    const { orderId, event } = await capturedEvent('PAYMENT.CAPTURE.COMPLETED', { capture: 'pending' });
    expect(event).toMatchObject({ resource: { status: 'COMPLETED' } });
    const order = await paypal(app, token, 'GET', `/v2/checkout/orders/${orderId}`);
    expect(
      order.json<{ purchase_units: { payments: { captures: unknown[] } }[] }>().purchase_units[0]!.payments.captures[0],
    ).toMatchObject({ status: 'COMPLETED' });
  });

  it('builds approval and refund events, and refuses a capture event before any capture', async () => {
    const created = await createOrder(app, token);
    const approved = await control(app, '/webhooks/event', { type: 'CHECKOUT.ORDER.APPROVED', orderId: created });
    expect(approved.json()).toMatchObject({ event: { resource_type: 'checkout-order', resource: { id: created } } });
    expect(
      (await control(app, '/webhooks/event', { type: 'PAYMENT.CAPTURE.COMPLETED', orderId: created })).statusCode,
    ).toBe(409);
    expect((await control(app, '/webhooks/event', { type: 'NOT.A.TYPE', orderId: created })).statusCode).toBe(400);
  });
});
