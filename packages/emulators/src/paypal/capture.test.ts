import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulatorServer } from '../server';
import { approvedOrder, control, createOrder, firstIssue, paypal, paypalWithToken } from './test-support';

let app: FastifyInstance;
let token: string;

beforeAll(async () => ({ app, token } = await paypalWithToken()));
afterAll(() => app.close());

const capture = (id: string, requestId?: string, headers: Record<string, string> = {}) =>
  paypal(app, token, 'POST', `/v2/checkout/orders/${id}/capture`, {
    body: {},
    headers: { ...(requestId ? { 'paypal-request-id': requestId } : {}), ...headers },
  });

interface CapturedOrder {
  status: string;
  payer: { payer_id: string; email_address: string };
  purchase_units: { payments: { captures: Record<string, unknown>[] } }[];
}
const captureOf = (body: CapturedOrder) => body.purchase_units[0]!.payments.captures[0]!;

describe('POST /v2/checkout/orders/{id}/capture', () => {
  it('refuses an order the buyer has not approved: 422 ORDER_NOT_APPROVED', async () => {
    const id = await createOrder(app, token);
    const response = await capture(id, 'r-1');
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'ORDER_NOT_APPROVED' }] });
  });

  it('captures an approved order: 201 COMPLETED with the capture and the payer', async () => {
    const id = await approvedOrder(app, token);
    const response = await capture(id, 'r-ok');
    expect(response.statusCode).toBe(201);
    const body = response.json<CapturedOrder>();
    expect(body).toMatchObject({
      id,
      status: 'COMPLETED',
      payer: { payer_id: 'KESTRELBUYER1', email_address: expect.any(String) },
    });
    expect(captureOf(body)).toEqual({
      id: expect.stringMatching(/^[A-Z0-9]{17}$/),
      status: 'COMPLETED',
      amount: { currency_code: 'GBP', value: '349.00' },
      final_capture: true,
      seller_protection: { status: 'ELIGIBLE', dispute_categories: expect.any(Array) },
      seller_receivable_breakdown: {
        gross_amount: { currency_code: 'GBP', value: '349.00' },
        paypal_fee: { currency_code: 'GBP', value: '10.42' },
        net_amount: { currency_code: 'GBP', value: '338.58' },
      },
      invoice_id: expect.any(String),
      custom_id: 'ord-1',
      links: expect.any(Array),
      create_time: expect.any(String),
      update_time: expect.any(String),
    });
  });

  it('replays the first answer, 200, for the same request id; another id is ORDER_ALREADY_CAPTURED', async () => {
    const id = await approvedOrder(app, token);
    const first = await capture(id, 'r-same');
    const again = await capture(id, 'r-same');
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    const other = await capture(id, 'r-other');
    expect(other.statusCode).toBe(422);
    expect(firstIssue(other)).toBe('ORDER_ALREADY_CAPTURED');
    expect(firstIssue(await capture(id))).toBe('ORDER_ALREADY_CAPTURED');
    const counted = await control(app, `/orders/${id}`);
    expect(counted.json()).toMatchObject({ calls: { create: 1, capture: 4 } });
  });

  it('honours the sandbox PayPal-Mock-Response header, leaving the order APPROVED', async () => {
    const id = await approvedOrder(app, token);
    const mock = { 'paypal-mock-response': JSON.stringify({ mock_application_codes: 'INSTRUMENT_DECLINED' }) };
    const declined = await capture(id, 'r-mock', mock);
    expect(declined.statusCode).toBe(422);
    expect(firstIssue(declined)).toBe('INSTRUMENT_DECLINED');
    expect((await paypal(app, token, 'GET', `/v2/checkout/orders/${id}`)).json()).toMatchObject({ status: 'APPROVED' });
    expect((await capture(id, 'r-mock')).statusCode).toBe(201);
  });

  it('declines while told to, then the buyer may retry', async () => {
    const id = await approvedOrder(app, token);
    await control(app, `/orders/${id}/behaviour`, { capture: 'decline' });
    expect(firstIssue(await capture(id, 'r-d'))).toBe('INSTRUMENT_DECLINED');
    expect(firstIssue(await capture(id, 'r-d'))).toBe('INSTRUMENT_DECLINED');
    await control(app, `/orders/${id}/behaviour`, { capture: 'complete' });
    expect((await capture(id, 'r-d')).statusCode).toBe(201);
  });

  it('fails with 500 INTERNAL_SERVER_ERROR without capturing, for as many calls as told', async () => {
    const id = await approvedOrder(app, token);
    await control(app, `/orders/${id}/behaviour`, { capture: 'provider-error', times: 1 });
    const failed = await capture(id, 'r-e');
    expect(failed.statusCode).toBe(500);
    expect(failed.json()).toMatchObject({ name: 'INTERNAL_SERVER_ERROR', debug_id: expect.any(String) });
    expect((await control(app, `/orders/${id}`)).json()).toMatchObject({ order: { status: 'APPROVED' } });
    expect((await capture(id, 'r-e')).statusCode).toBe(201);
  });

  it('captures as PENDING (PENDING_REVIEW) or at another amount when told', async () => {
    const pending = await approvedOrder(app, token);
    await control(app, `/orders/${pending}/behaviour`, { capture: 'pending' });
    const held = await capture(pending, 'r-p');
    expect(held.json()).toMatchObject({ status: 'COMPLETED' });
    expect(captureOf(held.json<CapturedOrder>())).toMatchObject({
      status: 'PENDING',
      status_details: { reason: 'PENDING_REVIEW' },
    });

    const cheap = await approvedOrder(app, token);
    await control(app, `/orders/${cheap}/behaviour`, { capture: 'complete', captureAmount: '1.00' });
    const captured = (await capture(cheap, 'r-c')).json<CapturedOrder & { purchase_units: { amount: unknown }[] }>();
    expect(captured.purchase_units[0]!.amount).toEqual({ currency_code: 'GBP', value: '349.00' });
    expect(captureOf(captured)).toMatchObject({ amount: { value: '1.00' } });
  });

  it('answers 404 for an unknown order', async () => {
    const response = await capture('NOSUCHORDER000000', 'r-x');
    expect(response.statusCode).toBe(404);
    expect(firstIssue(response)).toBe('INVALID_RESOURCE_ID');
  });
});

describe('a lost answer, over real HTTP', () => {
  it('captures but cuts the connection; the same request id then replays the capture', async () => {
    const server = await startEmulatorServer();
    try {
      const base = `${server.baseUrl}/paypal`;
      const tokenAnswer = await fetch(`${base}/v1/oauth2/token`, {
        method: 'POST',
        headers: {
          authorization: `Basic ${Buffer.from('kestrel-demo-client:kestrel-demo-secret').toString('base64')}`,
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: 'grant_type=client_credentials',
      });
      const bearer = {
        authorization: `Bearer ${((await tokenAnswer.json()) as { access_token: string }).access_token}`,
      };
      const json = { ...bearer, 'content-type': 'application/json' };
      const created = await fetch(`${base}/v2/checkout/orders`, {
        method: 'POST',
        headers: json,
        body: JSON.stringify({
          intent: 'CAPTURE',
          purchase_units: [{ amount: { currency_code: 'GBP', value: '349.00' } }],
        }),
      });
      const { id } = (await created.json()) as { id: string };
      const post = (path: string, body: unknown, headers: Record<string, string> = json) =>
        fetch(`${base}${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
      await post(`/__control/orders/${id}/approve`, {}, { 'content-type': 'application/json' });
      await post(
        `/__control/orders/${id}/behaviour`,
        { capture: 'lose-answer' },
        { 'content-type': 'application/json' },
      );

      const capturePath = `/v2/checkout/orders/${id}/capture`;
      await expect(post(capturePath, {}, { ...json, 'paypal-request-id': 'r-lost' })).rejects.toThrow();
      const state = (await (await fetch(`${base}/__control/orders/${id}`)).json()) as { order: { status: string } };
      expect(state.order.status).toBe('COMPLETED');
      const replay = await post(capturePath, {}, { ...json, 'paypal-request-id': 'r-lost' });
      expect(replay.status).toBe(200);
      const other = await post(capturePath, {}, { ...json, 'paypal-request-id': 'r-new' });
      expect(other.status).toBe(422);
    } finally {
      await server.close();
    }
  });
});
