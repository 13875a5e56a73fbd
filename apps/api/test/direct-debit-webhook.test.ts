import { webhookSignature } from '@kestrel/emulators/gocardless/webhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { directDebitEvents } from '../src/db/schema';
import { createTestApp, type TestContext } from './helpers';

let ctx: TestContext;
let base: string;
const SECRET = 'kestrel-demo-gocardless-webhook-secret';

beforeAll(async () => {
  ctx = await createTestApp();
  base = `${ctx.emulatorBaseUrl}/gocardless`;
});
afterAll(() => ctx.close());

const gc = async (method: string, path: string, body?: unknown) => {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: {
      authorization: 'Bearer kestrel-demo-gocardless-token',
      'gocardless-version': '2015-07-06',
      'content-type': 'application/json',
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return (await response.json()) as Record<string, Record<string, unknown>>;
};

/** Events the emulator made for a fresh billing request (a `created` event), signed as GoCardless signs them. */
async function signedDelivery() {
  const made = await gc('POST', '/billing_requests', { billing_requests: { mandate_request: { currency: 'GBP' } } });
  const id = made.billing_requests!.id as string;
  const events = (await (await fetch(`${base}/__control/events?resource=${id}`)).json()) as {
    events: { id: string }[];
  };
  const signed = await fetch(`${base}/__control/webhooks/sign`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ids: events.events.map((e) => e.id) }),
  });
  return {
    ids: events.events.map((e) => e.id),
    ...((await signed.json()) as { body: string; headers: Record<string, string> }),
  };
}

const post = (body: string, signature: string | undefined) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/webhooks/gocardless',
    headers: { 'content-type': 'application/json', ...(signature ? { 'webhook-signature': signature } : {}) },
    payload: body,
  });

const storedIds = async () =>
  (await ctx.database.db.select({ id: directDebitEvents.id }).from(directDebitEvents)).map((r) => r.id);

describe('POST /api/webhooks/gocardless', () => {
  it('answers 498 to a bad or missing signature and stores nothing', async () => {
    const { body, headers } = await signedDelivery();
    const before = await storedIds();
    expect((await post(body, webhookSignature('another secret', body))).statusCode).toBe(498);
    expect((await post(body, undefined)).statusCode).toBe(498);
    const tampered = body.replace('"created"', '"fulfilled"');
    const refused = await post(tampered, headers['webhook-signature']);
    expect(refused.statusCode).toBe(498);
    expect(refused.json()).toEqual({
      error: { code: 'INVALID_SIGNATURE', message: 'The Webhook-Signature does not match.' },
    });
    expect(await storedIds()).toEqual(before);
  });

  it('stores each event once, however many times it is delivered', async () => {
    const { ids, body, headers } = await signedDelivery();
    const answers = await Promise.all(Array.from({ length: 10 }, () => post(body, headers['webhook-signature'])));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
    expect(answers.reduce((sum, a) => sum + a.json<{ new: number }>().new, 0)).toBe(ids.length);
    const stored = await storedIds();
    for (const id of ids) expect(stored.filter((s) => s === id)).toHaveLength(1);
  });

  it('refuses a signed body that is not GoCardless’s shape with 400, never 5xx', async () => {
    const body = '{"events":"nope"}';
    const answer = await post(body, webhookSignature(SECRET, body));
    expect(answer.statusCode).toBe(400);
  });
});
