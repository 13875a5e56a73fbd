import { webhookSignature } from '@kestrel/emulators/gocardless/webhooks';
import fc from 'fast-check';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { nextAddress } from './accounts-helpers';
import { estimateBody, makeClaim, warrantyInForce } from './claims-helpers';
import { bodyOf, edgeNumber, pathParam } from './fuzz-generators';
import {
  claimMessageFields,
  estimateFields,
  garageTokens,
  hostileEstimate,
  hostileGoCardlessBody,
  hostilePaypalEvent,
  hostileUpload,
  invoiceFields,
} from './fuzz-signed-generators';
import { createTestApp, type TestContext } from './helpers';
import { daysFromToday, paypalControl } from './payments-helpers';
import { photo } from './picture-helpers';

/**
 * DESIGN §7 "no 5xx", where fuzz-routes.test.ts cannot reach (issue #35, the fuzzing bullet):
 * bodies that pass a webhook's signature check and so reach its parser and the database, and the
 * garage's link routes with a real link as well as guessed, malformed, over-long and hostile ones.
 * Every answer must be below 500, each JSON 4xx in our error shape. FUZZ_RUNS raises the runs.
 */

const RUNS = Math.max(Number(process.env.FUZZ_RUNS) || 0, 150);

let ctx: TestContext;
let realToken = '';
let goodPhoto = Buffer.alloc(0);

beforeAll(async () => {
  ctx = await createTestApp();
  goodPhoto = await photo('jpeg');
  const bought = await warrantyInForce(ctx);
  realToken = (await makeClaim(ctx, bought.customer.token, bought.warrantyId)).garageToken;
}, 120_000);
afterAll(() => ctx.close());

interface Answer {
  statusCode: number;
  body: string;
  headers: Record<string, string | string[] | number | undefined>;
  json(): unknown;
}

/** How often each status came back, per test: the cases must reach past the signature and the link check. */
let seen = new Map<number, number>();
beforeEach(() => {
  seen = new Map();
});

/** Below 500, and a JSON 4xx in our error shape; `what` says which request, for the failure message. */
function expectHandled(res: Answer, what: string) {
  seen.set(res.statusCode, (seen.get(res.statusCode) ?? 0) + 1);
  const where = `${what.slice(0, 300)} → ${res.statusCode} ${res.body.slice(0, 300)}`;
  expect(res.statusCode, where).toBeLessThan(500);
  if (res.statusCode >= 400 && String(res.headers['content-type'] ?? '').includes('json')) {
    expect(res.json(), where).toMatchObject({ error: { code: expect.any(String), message: expect.any(String) } });
  }
}

describe('signed webhook bodies with hostile text', () => {
  it('GoCardless: every correctly signed body is answered below 500', async () => {
    const secret = ctx.config.directDebit?.webhookSecret ?? '';
    expect(secret).not.toBe('');
    await fc.assert(
      fc.asyncProperty(hostileGoCardlessBody, async (body) => {
        const res = await ctx.app.inject({
          method: 'POST',
          url: '/api/webhooks/gocardless',
          remoteAddress: nextAddress(),
          headers: { 'content-type': 'application/json', 'webhook-signature': webhookSignature(secret, body) },
          payload: body,
        });
        // 498 is GoCardless's own "bad signature": this body was signed, so it must not be that.
        expect(res.statusCode, body.slice(0, 200)).not.toBe(498);
        expectHandled(res, `GoCardless ${body}`);
      }),
      { numRuns: RUNS * 2 },
    );
    // Some were stored (200), some refused by the clean-text rule or the event schema (400).
    expect([...seen.keys()].sort()).toEqual([200, 400]);
  }, 600_000);

  it('PayPal: every event signed as PayPal signs it is answered below 500', async () => {
    await fc.assert(
      fc.asyncProperty(hostilePaypalEvent, async (event) => {
        const signed = (await paypalControl(ctx, '/webhooks/sign', {
          event,
          webhookId: ctx.config.payments.webhookId,
        })) as unknown as { headers: Record<string, string> };
        const body = JSON.stringify(event);
        const res = await ctx.app.inject({
          method: 'POST',
          url: '/api/webhooks/paypal',
          remoteAddress: nextAddress(),
          headers: { ...signed.headers, 'content-type': 'application/json' },
          payload: body,
        });
        expectHandled(res, `PayPal ${body}`);
      }),
      { numRuns: RUNS },
    );
    // Verified events were acted on (200), unreadable ones refused (400); none failed the signature.
    expect([...seen.keys()].sort()).toEqual([200, 400]);
  }, 600_000);
});

/** Any string as one path segment; a lone surrogate goes as the raw bytes a careless client sends. */
function segment(text: string): string {
  return Array.from(text, (char) => {
    const code = char.charCodeAt(0);
    if (char.length === 1 && code >= 0xd800 && code <= 0xdfff) {
      return [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
        .map((byte) => `%${byte.toString(16).toUpperCase()}`)
        .join('');
    }
    return encodeURIComponent(char);
  }).join('');
}

describe('garage-link routes with any token and any body', () => {
  const message = fc.record({ message: fc.oneof(fc.constant('The part arrives on Tuesday.'), fc.string()) });
  const invoice = fc.record({
    number: fc.constantFrom('INV-1001', 'A/2026/7'),
    date: fc.constant(daysFromToday(-1)),
    amount: fc.oneof(fc.integer({ min: 1, max: 10_000_000 }), edgeNumber),
  });
  /** Each route with its bodies, and the answers that only its handler gives (the real link got that far). */
  const routes = [
    { method: 'GET', path: '', body: fc.constant(undefined), reached: [200] },
    { method: 'GET', path: '/letter', body: fc.constant(undefined), reached: [] },
    {
      method: 'POST',
      path: '/estimate',
      body: fc.oneof(fc.constant(estimateBody), hostileEstimate(estimateBody), bodyOf(estimateFields)),
      reached: [200, 409],
    },
    { method: 'POST', path: '/messages', body: fc.oneof(message, bodyOf(claimMessageFields)), reached: [200] },
    { method: 'POST', path: '/invoice', body: fc.oneof(invoice, bodyOf(invoiceFields)), reached: [200, 409] },
    { method: 'POST', path: '/files', body: hostileUpload(() => goodPhoto), reached: [201] },
    { method: 'GET', path: '/files/{fileId}', body: fc.constant(undefined), reached: [] },
  ] as const;

  it.each(routes)(
    '$method /api/garage/claims/{token}$path answers below 500',
    async (route) => {
      await fc.assert(
        fc.asyncProperty(
          garageTokens(() => realToken),
          pathParam,
          route.body as fc.Arbitrary<unknown>,
          async (token, fileId, body) => {
            const url = `/api/garage/claims/${segment(token)}${route.path.replace('{fileId}', segment(fileId))}`;
            const upload = body as { payload: Buffer; headers: Record<string, string> } | string | object | undefined;
            const isUpload = typeof upload === 'object' && upload !== null && 'payload' in upload;
            const res = await ctx.app.inject({
              method: route.method,
              url,
              remoteAddress: nextAddress(),
              ...(route.method === 'GET'
                ? {}
                : isUpload
                  ? { payload: upload.payload, headers: upload.headers }
                  : {
                      headers: { 'content-type': 'application/json' },
                      payload: typeof body === 'string' ? body : JSON.stringify(body),
                    }),
            });
            expectHandled(res, `${route.method} ${url}`);
          },
        ),
        { numRuns: RUNS },
      );
      // The real link got through to the claim, past the link and body checks, at least once.
      if (route.reached.length > 0)
        expect([...seen.keys()].filter((status) => (route.reached as readonly number[]).includes(status))).not.toEqual(
          [],
        );
    },
    600_000,
  );
});
