import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BASE,
  BASIC,
  accessToken,
  createOrder,
  firstIssue,
  orderBody,
  paypal,
  paypalTestApp,
  paypalWithToken,
} from './test-support';

let app: FastifyInstance;
let token: string;

beforeAll(async () => ({ app, token } = await paypalWithToken()));
afterAll(() => app.close());

const tokenRequest = (authorization: string, payload = 'grant_type=client_credentials') =>
  app.inject({
    method: 'POST',
    url: `${BASE}/v1/oauth2/token`,
    headers: { authorization, 'content-type': 'application/x-www-form-urlencoded' },
    payload,
  });

describe('the access token', () => {
  it('is issued for the demo client credentials, as PayPal answers', async () => {
    const response = await tokenRequest(BASIC);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      scope: expect.any(String),
      access_token: expect.stringMatching(/^A21AA/),
      token_type: 'Bearer',
      app_id: expect.stringMatching(/^APP-/),
      expires_in: 32400,
      nonce: expect.any(String),
    });
  });

  it('is refused for other credentials and other grants', async () => {
    const wrong = await tokenRequest(`Basic ${Buffer.from('kestrel-demo-client:nope').toString('base64')}`);
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ error: 'invalid_client', error_description: 'Client Authentication failed' });
    expect((await tokenRequest(BASIC, 'grant_type=password')).json()).toMatchObject({
      error: 'unsupported_grant_type',
    });
  });

  it('takes other credentials when configured', async () => {
    const other = await paypalTestApp({ paypal: { clientId: 'id-2', clientSecret: 'secret-2' } });
    const response = await other.inject({
      method: 'POST',
      url: `${BASE}/v1/oauth2/token`,
      headers: {
        authorization: `Basic ${Buffer.from('id-2:secret-2').toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: 'grant_type=client_credentials',
    });
    expect(response.statusCode).toBe(200);
    await other.close();
  });

  it('is needed by every other PayPal route: 401 AUTHENTICATION_FAILURE', async () => {
    for (const [method, path] of [
      ['POST', '/v2/checkout/orders'],
      ['GET', '/v2/checkout/orders/X'],
      ['POST', '/v2/checkout/orders/X/capture'],
      ['POST', '/v2/payments/captures/X/refund'],
      ['POST', '/v1/notifications/verify-webhook-signature'],
      ['POST', '/v2/checkout/orders/X/authorize'],
      ['GET', '/v2/payments/captures/X'],
      ['GET', '/v2/payments/refunds/X'],
      ['GET', '/v2/payments/authorizations/X'],
      ['GET', '/v2/no/such/path'],
    ] as const) {
      const response = await paypal(app, 'A21AAforged', method, path, { body: {} });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({
        name: 'AUTHENTICATION_FAILURE',
        debug_id: expect.any(String),
        links: [{ href: 'https://developer.paypal.com/docs/api/overview/#error', rel: 'information_link' }],
      });
    }
  });

  it('checks the token before it reads the body, and answers an unknown path 404 in its shape', async () => {
    const malformed = await paypal(app, 'A21AAforged', 'POST', '/v2/checkout/orders', {
      body: '{"intent":',
      headers: { 'content-type': 'application/json' },
    });
    expect(malformed.statusCode).toBe(401);
    const unknown = await paypal(app, token, 'GET', '/v2/no/such/path');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ name: 'RESOURCE_NOT_FOUND' });
  });
});

describe('POST /v2/checkout/orders', () => {
  it('creates an order: 201 with self, approve, update and capture links', async () => {
    const response = await paypal(app, token, 'POST', '/v2/checkout/orders', { body: orderBody() });
    expect(response.statusCode).toBe(201);
    const { id, status, links } = response.json<{ id: string; status: string; links: unknown[] }>();
    expect(id).toMatch(/^[A-Z0-9]{17}$/);
    expect(status).toBe('CREATED');
    const self = `http://localhost:80${BASE}/v2/checkout/orders/${id}`;
    expect(links).toEqual([
      { href: self, rel: 'self', method: 'GET' },
      { href: `http://localhost:80${BASE}/checkoutnow?token=${id}`, rel: 'approve', method: 'GET' },
      { href: self, rel: 'update', method: 'PATCH' },
      { href: `${self}/capture`, rel: 'capture', method: 'POST' },
    ]);
  });

  it('puts the approve link below approveBase when given', async () => {
    const site = await paypalTestApp({ paypal: { approveBase: BASE } });
    const id = await createOrder(site, await accessToken(site));
    const order = (await paypal(site, await accessToken(site), 'GET', `/v2/checkout/orders/${id}`)).json<{
      links: { rel: string; href: string }[];
    }>();
    expect(order.links.find((link) => link.rel === 'approve')?.href).toBe(`${BASE}/checkoutnow?token=${id}`);
    await site.close();
  });

  it('replays the same answer, 200, for the same PayPal-Request-Id', async () => {
    const headers = { 'paypal-request-id': `create-${Date.now()}` };
    const body = orderBody();
    const first = await paypal(app, token, 'POST', '/v2/checkout/orders', { body, headers });
    const again = await paypal(app, token, 'POST', '/v2/checkout/orders', { body, headers });
    expect([first.statusCode, again.statusCode]).toEqual([201, 200]);
    expect(again.json()).toEqual(first.json());
  });

  it('refuses an invoice id already used by another request: 422 DUPLICATE_INVOICE_ID', async () => {
    const body = orderBody();
    await paypal(app, token, 'POST', '/v2/checkout/orders', { body, headers: { 'paypal-request-id': 'a-1' } });
    const second = await paypal(app, token, 'POST', '/v2/checkout/orders', {
      body,
      headers: { 'paypal-request-id': 'a-2' },
    });
    expect(second.statusCode).toBe(422);
    expect(second.json()).toMatchObject({ name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'DUPLICATE_INVOICE_ID' }] });
  });

  it.each([
    ['349.001', 422, 'DECIMAL_PRECISION'],
    ['0.00', 422, 'CANNOT_BE_ZERO_OR_NEGATIVE'],
    ['-5.00', 422, 'CANNOT_BE_ZERO_OR_NEGATIVE'],
    ['abc', 400, 'INVALID_PARAMETER_SYNTAX'],
  ])('refuses the value %s: %i %s', async (value, status, issue) => {
    const unit = { invoice_id: `x-${value}`, amount: { currency_code: 'GBP', value } };
    const response = await paypal(app, token, 'POST', '/v2/checkout/orders', {
      body: orderBody({ purchase_units: [unit] }),
    });
    expect(response.statusCode).toBe(status);
    expect(firstIssue(response)).toBe(issue);
    expect(response.json()).toMatchObject({ debug_id: expect.any(String), links: [{ rel: 'information_link' }] });
  });

  it('accepts any three-letter currency, and refuses other intents, no unit, two units and bad JSON', async () => {
    const euros = orderBody({ purchase_units: [{ amount: { currency_code: 'EUR', value: '10.50' } }] });
    expect((await paypal(app, token, 'POST', '/v2/checkout/orders', { body: euros })).statusCode).toBe(201);
    const unit = { amount: { currency_code: 'GBP', value: '1.00' } };
    for (const body of [
      orderBody({ intent: 'SALE' }),
      orderBody({ purchase_units: [] }),
      orderBody({ purchase_units: [unit, unit] }),
    ]) {
      const response = await paypal(app, token, 'POST', '/v2/checkout/orders', { body });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ name: 'INVALID_REQUEST' });
    }
    const malformed = await paypal(app, token, 'POST', '/v2/checkout/orders', {
      body: '{"intent":',
      headers: { 'content-type': 'application/json' },
    });
    expect(malformed.statusCode).toBe(400);
    expect(firstIssue(malformed)).toBe('MALFORMED_REQUEST_JSON');
  });

  it('keeps the ids, the description and the legacy application_context URLs', async () => {
    const body = orderBody({
      payment_source: undefined,
      application_context: { return_url: 'https://legacy.example/ok', cancel_url: 'https://legacy.example/no' },
    });
    const response = await paypal(app, token, 'POST', '/v2/checkout/orders', {
      body,
      headers: { prefer: 'return=representation' },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      intent: 'CAPTURE',
      status: 'CREATED',
      purchase_units: [
        {
          reference_id: 'ord-1',
          custom_id: 'ord-1',
          invoice_id: body.purchase_units[0]!.invoice_id,
          description: 'Kestrel Gold warranty',
          amount: { currency_code: 'GBP', value: '349.00' },
        },
      ],
      create_time: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/),
    });
  });
});

describe('GET /v2/checkout/orders/{id}', () => {
  it('answers the order, and 404 RESOURCE_NOT_FOUND / INVALID_RESOURCE_ID for an unknown id', async () => {
    const id = await createOrder(app, token);
    const found = await paypal(app, token, 'GET', `/v2/checkout/orders/${id}`);
    expect(found.statusCode).toBe(200);
    expect(found.json()).toMatchObject({ id, status: 'CREATED', purchase_units: [{ amount: { value: '349.00' } }] });
    expect(found.json()).not.toHaveProperty('payer');
    const missing = await paypal(app, token, 'GET', '/v2/checkout/orders/NOSUCHORDER000000');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({
      name: 'RESOURCE_NOT_FOUND',
      details: [{ issue: 'INVALID_RESOURCE_ID', location: 'path' }],
    });
  });

  it('leaves the enclosing app reading JSON as before', async () => {
    const response = await app.inject({ method: 'POST', url: '/elsewhere', payload: { a: 1 } });
    expect(response.json()).toEqual({ body: { a: 1 } });
  });
});
