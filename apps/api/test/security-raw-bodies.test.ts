import { webhookSignature } from '@kestrel/emulators/gocardless/webhooks';
import { cleanTextMessages } from '@kestrel/domain/schemas/clean-text';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MyClaimAnswer } from '@kestrel/domain/schemas/claim-answers';
import { claimEvents, claimFiles, directDebitEvents } from '../src/db/schema';
import { call } from './accounts-helpers';
import { claimUpload, makeClaim, warrantyInForce } from './claims-helpers';
import { createTestApp, type TestContext } from './helpers';
import { photo } from './picture-helpers';

const SECRET = 'kestrel-demo-gocardless-webhook-secret';
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

/** A GoCardless delivery of one event, signed as GoCardless signs it. */
function signedEvent(event: { id: string; links?: Record<string, string>; details?: Record<string, unknown> }) {
  const body = JSON.stringify({
    events: [
      {
        id: event.id,
        created_at: '2026-11-29T01:00:00.000Z',
        resource_type: 'payments',
        action: 'failed',
        links: event.links ?? { payment: 'PM000RAWBODY' },
        details: event.details ?? { cause: 'insufficient_funds', origin: 'bank' },
      },
    ],
  });
  return ctx.app.inject({
    method: 'POST',
    url: '/api/webhooks/gocardless',
    headers: { 'content-type': 'application/json', 'webhook-signature': webhookSignature(SECRET, body) },
    payload: body,
  });
}

const stored = async (id: string) =>
  (await ctx.database.db.select().from(directDebitEvents).where(eq(directDebitEvents.id, id))).length;
const storedEvents = async () => (await ctx.database.db.select().from(directDebitEvents)).length;

describe('a signed GoCardless webhook passes the clean-text rule', () => {
  it.each([
    [
      'a NUL in a detail',
      { id: 'EVRAWNUL1', details: { cause: 'no\u0000funds' } },
      'events.0.details.cause',
      'control',
    ],
    [
      'a lone surrogate',
      { id: 'EVRAWSUR1', details: { cause: 'bad \ud800 text' } },
      'events.0.details.cause',
      'surrogate',
    ],
    ['a NUL in a key', { id: 'EVRAWKEY1', details: { 'ca\u0000use': 'x' } }, 'events.0.details.ca\u0000use', 'control'],
    ['a NUL in a link', { id: 'EVRAWLNK1', links: { payment: 'PM\u0000X' } }, 'events.0.links.payment', 'control'],
    ['a NUL in the event id', { id: 'EVRAW\u0000ID' }, 'events.0.id', 'control'],
    [
      'a right-to-left override',
      { id: 'EVRAWBIDI', details: { cause: 'abc\u202edef' } },
      'events.0.details.cause',
      'bidi',
    ],
  ] as const)('answers 400 in the error shape to %s, and stores nothing', async (_label, event, field, problem) => {
    const before = await storedEvents();
    const res = await signedEvent(event);
    expect(res.statusCode).toBe(400);
    const body = res.json<{ error: { code: string; message: string; fields?: Record<string, string> } }>();
    expect(body.error.code).toEqual(expect.any(String));
    expect(body.error.message).toEqual(expect.any(String));
    expect(body.error.fields).toEqual({ [field]: cleanTextMessages[problem] });
    expect(await storedEvents()).toBe(before);
  });

  it('still stores a clean event, and still refuses a bad signature first', async () => {
    const clean = await signedEvent({ id: 'EVRAWCLEAN1' });
    expect(clean.statusCode).toBe(200);
    expect(await stored('EVRAWCLEAN1')).toBe(1);
    const body = JSON.stringify({ events: [{ id: 'EVRAW\u0000SIG' }] });
    const unsigned = await ctx.app.inject({
      method: 'POST',
      url: '/api/webhooks/gocardless',
      headers: { 'content-type': 'application/json', 'webhook-signature': webhookSignature('another', body) },
      payload: body,
    });
    expect(unsigned.statusCode).toBe(498);
  });
});

describe('uploaded file names', () => {
  it('keep no bidirectional or other format character', async () => {
    const bought = await warrantyInForce(ctx);
    const { claim } = await makeClaim(ctx, bought.customer.token, bought.warrantyId);
    const res = await call(ctx, {
      method: 'POST',
      url: `/api/claims/my-claims/${claim.id}/files`,
      token: bought.customer.token,
      ...claimUpload(await photo('jpeg'), 'invoice\u202efdp\u200b\u2066.jpg', 'image/jpeg'),
    });
    expect(res.statusCode).toBe(201);
    const [file] = res.json<MyClaimAnswer>().claim.files;
    expect(file?.filename).toBe('invoicefdp.jpg');
    const rows = await ctx.database.db.select().from(claimFiles).where(eq(claimFiles.claimId, claim.id));
    expect(rows.map((row) => row.filename)).toEqual(['invoicefdp.jpg']);
    const timeline = await ctx.database.db
      .select({ note: claimEvents.note })
      .from(claimEvents)
      .where(eq(claimEvents.claimId, claim.id));
    for (const event of timeline) expect(event.note ?? '').not.toMatch(/\p{Cf}/u);
  });
});
