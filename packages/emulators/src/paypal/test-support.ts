import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { EmulatorsOptions } from '../plugin';
import { controlCall, emulatorCall, emulatorsTestApp, type CallOptions } from '../test-support';

/** Shared by the PayPal emulator's tests: the emulators mounted as the site mounts them. */
export const BASE = '/__emulators/paypal';
export const BASIC = `Basic ${Buffer.from('kestrel-demo-client:kestrel-demo-secret').toString('base64')}`;

export const paypalTestApp = emulatorsTestApp;

/** The emulators, and a token of the demo client for their PayPal API: what each PayPal test starts with. */
export async function paypalWithToken(
  options: EmulatorsOptions = {},
): Promise<{ app: FastifyInstance; token: string }> {
  const app = await paypalTestApp(options);
  return { app, token: await accessToken(app) };
}

export async function accessToken(app: FastifyInstance): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: `${BASE}/v1/oauth2/token`,
    headers: { authorization: BASIC, 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'grant_type=client_credentials',
  });
  return response.json<{ access_token: string }>().access_token;
}

let invoice = 0;
/** A create-order body for £349.00 with its own invoice id. */
export const orderBody = (overrides: Record<string, unknown> = {}) => ({
  intent: 'CAPTURE',
  purchase_units: [
    {
      reference_id: 'ord-1',
      custom_id: 'ord-1',
      invoice_id: `inv-${Date.now()}-${(invoice += 1)}`,
      description: 'Kestrel Gold warranty',
      amount: { currency_code: 'GBP', value: '349.00' },
    },
  ],
  payment_source: {
    paypal: {
      experience_context: {
        return_url: 'https://shop.example.com/checkout/return',
        cancel_url: 'https://shop.example.com/checkout/cancel',
        brand_name: 'Kestrel Warranties',
      },
    },
  },
  ...overrides,
});

/** A PayPal API call with a bearer token. */
export function paypal(
  app: FastifyInstance,
  token: string,
  method: 'GET' | 'POST',
  path: string,
  options: CallOptions = {},
): Promise<LightMyRequestResponse> {
  return emulatorCall(app, `${BASE}${path}`, method, { authorization: `Bearer ${token}` }, options);
}

export async function createOrder(app: FastifyInstance, token: string, body: unknown = orderBody()): Promise<string> {
  const response = await paypal(app, token, 'POST', '/v2/checkout/orders', { body });
  if (response.statusCode !== 201) throw new Error(`create: ${response.statusCode} ${response.body}`);
  return response.json<{ id: string }>().id;
}

export const control = (app: FastifyInstance, path: string, body?: unknown) => controlCall(app, BASE, path, body);

/** An order approved by the demo buyer, ready to capture. */
export async function approvedOrder(app: FastifyInstance, token: string): Promise<string> {
  const id = await createOrder(app, token);
  await control(app, `/orders/${id}/approve`, {});
  return id;
}

export const firstIssue = (response: LightMyRequestResponse) =>
  response.json<{ details?: { issue: string }[] }>().details?.[0]?.issue;
