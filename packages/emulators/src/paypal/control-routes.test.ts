import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessToken, control, createOrder, paypal, paypalWithToken } from './test-support';

let app: FastifyInstance;
let token: string;

beforeAll(async () => ({ app, token } = await paypalWithToken()));
afterAll(() => app.close());

describe('the test controls', () => {
  it('approve an order as the buyer would, and answer the order', async () => {
    const id = await createOrder(app, token);
    const response = await control(app, `/orders/${id}/approve`, {});
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id, status: 'APPROVED', payer: { payer_id: 'KESTRELBUYER1' } });
  });

  it('capture out of band, without counting an upstream call, and refuse a second time', async () => {
    const id = await createOrder(app, token);
    const response = await control(app, `/orders/${id}/capture`, {});
    expect(response.json()).toMatchObject({
      status: 'COMPLETED',
      purchase_units: [{ payments: { captures: [{ status: 'COMPLETED' }] } }],
    });
    expect((await control(app, `/orders/${id}/capture`, {})).statusCode).toBe(409);
    expect((await control(app, `/orders/${id}/approve`, {})).statusCode).toBe(409);
    const capture = await paypal(app, token, 'POST', `/v2/checkout/orders/${id}/capture`, { body: {} });
    expect(capture.statusCode).toBe(422);
  });

  it('count the upstream calls of each order apart', async () => {
    const first = await createOrder(app, token);
    const second = await createOrder(app, token);
    await paypal(app, token, 'GET', `/v2/checkout/orders/${first}`);
    await paypal(app, token, 'GET', `/v2/checkout/orders/${first}`);
    await paypal(app, token, 'POST', `/v2/checkout/orders/${first}/capture`, { body: {} });
    expect((await control(app, `/orders/${first}`)).json()).toMatchObject({
      order: { id: first },
      calls: { create: 1, get: 2, capture: 1, refund: 0 },
    });
    expect((await control(app, `/orders/${second}`)).json()).toMatchObject({
      calls: { create: 1, get: 0, capture: 0, refund: 0 },
    });
  });

  it('list every order with its capture, for checking our records against', async () => {
    const captured = await createOrder(app, token);
    const open = await createOrder(app, token);
    await control(app, `/orders/${captured}/approve`, {});
    await paypal(app, token, 'POST', `/v2/checkout/orders/${captured}/capture`, { body: {} });
    const { orders } = (await control(app, '/orders')).json<{
      orders: { id: string; status: string; capture: { id: string; status: string } | null }[];
    }>();
    expect(orders.find((o) => o.id === captured)).toMatchObject({
      status: 'COMPLETED',
      capture: { id: expect.stringMatching(/^[A-Z0-9]{17}$/), status: 'COMPLETED' },
    });
    expect(orders.find((o) => o.id === open)).toMatchObject({ status: 'CREATED', capture: null });
  });

  it('refuse unknown orders and malformed behaviours', async () => {
    expect((await control(app, '/orders/NOSUCHORDER000000')).statusCode).toBe(404);
    expect((await control(app, '/orders/NOSUCHORDER000000/approve', {})).statusCode).toBe(404);
    const id = await createOrder(app, token);
    expect((await control(app, `/orders/${id}/behaviour`, { capture: 'explode' })).statusCode).toBe(400);
    expect(
      (await control(app, `/orders/${id}/behaviour`, { capture: 'complete', captureAmount: '1.001' })).statusCode,
    ).toBe(400);
    expect((await control(app, '/webhooks/sign', { webhookId: 'w' })).statusCode).toBe(400);
  });

  it('expire every access token at once', async () => {
    const own = await accessToken(app);
    expect((await control(app, '/tokens/expire', {})).json<{ expired: number }>().expired).toBeGreaterThan(0);
    expect((await paypal(app, own, 'GET', '/v2/checkout/orders/X')).statusCode).toBe(401);
    token = await accessToken(app);
  });
});
