import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MyClaimAnswer } from '@kestrel/domain/schemas/claim-answers';
import { call, registerGuest } from './accounts-helpers';
import { claimUpload, garageCall, makeClaim, warrantyInForce } from './claims-helpers';
import { directDebitHarness } from './direct-debit-helpers';
import { captureLog, createTestApp, type TestContext } from './helpers';
import { photo } from './picture-helpers';
import { staffSignIn } from './staff-helpers';

const log = captureLog();
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({}, { logStream: log.stream });
});
afterAll(() => ctx.close());

/** A token shaped as ours are (URL-safe base 64 of 32 random bytes), never issued. */
const guessedToken = () => randomBytes(32).toString('base64url');

const securityEvents = () =>
  log.entries().flatMap((entry) => (entry.security ? [entry.security as Record<string, unknown>] : []));

/** A warranty in force with a claim on it: its customer's token, the claim and its garage link. */
async function claimWithLink() {
  const bought = await warrantyInForce(ctx);
  const made = await makeClaim(ctx, bought.customer.token, bought.warrantyId);
  return { token: bought.customer.token, ...made };
}

describe('the request log holds no link token and no staff search', () => {
  it('masks garage, unsubscribe and reset tokens on the API and on the pages', async () => {
    const { garageToken } = await claimWithLink();
    const unsubscribe = guessedToken();
    const reset = guessedToken();
    for (const url of [
      `/api/garage/claims/${garageToken}`,
      `/api/garage/claims/${garageToken}/letter`,
      `/api/garage/claims/${garageToken}/files/00000000-0000-4000-8000-000000000000`,
      `/garage/claims/${garageToken}`,
      `/api/privacy/unsubscribe/${unsubscribe}`,
      `/unsubscribe/${unsubscribe}`,
      `/password/reset/${reset}`,
    ]) {
      await ctx.app.inject({ method: 'GET', url });
    }
    await ctx.app.inject({ method: 'POST', url: `/api/privacy/unsubscribe/${unsubscribe}`, payload: {} });
    await ctx.app.inject({
      method: 'POST',
      url: `/api/user/password/reset/${reset}`,
      payload: { password: 'Another-passw0rd!', confirmPassword: 'Another-passw0rd!' },
    });

    const text = log.text();
    expect(text).toContain('/api/garage/claims/[redacted]');
    expect(text).toContain('/api/privacy/unsubscribe/[redacted]');
    for (const secret of [garageToken, unsubscribe, reset]) expect(text).not.toContain(secret);
  });

  it("masks the customer's e-mail a member of staff searches for", async () => {
    const staff = await staffSignIn(ctx);
    const searched = `searched.${randomBytes(4).toString('hex')}@example.com`;
    for (const url of [
      `/api/admin/customers?q=${encodeURIComponent(searched)}`,
      `/api/admin/customers?q=${searched}`,
      `/api/admin/outbox?to=${encodeURIComponent(searched)}`,
      `/api/admin/claims?q=${searched}`,
      `/api/admin/warranties?q=${searched}`,
    ]) {
      const res = await call(ctx, { url, token: staff.token });
      expect(res.statusCode, url).toBeLessThan(500);
    }
    const text = log.text();
    expect(text).toContain('/api/admin/outbox?to=[redacted]');
    expect(text).not.toContain(searched);
    expect(text).not.toContain(encodeURIComponent(searched));
  });
});

describe('refused reads are security events', () => {
  it('a guessed garage link, and another claim’s file through a garage link', async () => {
    const guessed = guessedToken();
    expect((await garageCall(ctx, guessed)).statusCode).toBe(404);

    const mine = await claimWithLink();
    const theirs = await claimWithLink();
    const uploaded = await call(ctx, {
      method: 'POST',
      url: `/api/claims/my-claims/${theirs.claim.id}/files`,
      token: theirs.token,
      ...claimUpload(await photo('jpeg'), 'dashboard.jpg', 'image/jpeg'),
    });
    expect(uploaded.statusCode).toBe(201);
    const fileId = uploaded.json<MyClaimAnswer>().claim.files[0]!.id;
    const refused = await call(ctx, { url: `/api/garage/claims/${mine.garageToken}/files/${fileId}` });
    expect(refused.statusCode).toBe(404);

    const events = securityEvents().filter((event) => event.event === 'refused-read');
    expect(events).toContainEqual(
      expect.objectContaining({ route: '/api/garage/claims/:token', resource: 'garage-claim', userId: null }),
    );
    expect(events).toContainEqual(
      expect.objectContaining({ route: '/api/garage/claims/:token/files/:fileId', resourceId: fileId }),
    );
    const text = log.text();
    for (const secret of [guessed, mine.garageToken]) expect(text).not.toContain(secret);
  });

  it("completing another customer's Direct Debit reference answers 404 and is logged", async () => {
    const dd = directDebitHarness(ctx);
    const owner = await registerGuest(ctx);
    const started = await dd.start(owner.token, 'RE24HCV', 'secure-2000-12');
    expect(started.statusCode).toBe(200);
    const reference = started.json<{ reference: string }>().reference;
    const stranger = await registerGuest(ctx);

    expect((await dd.complete(stranger.token, reference)).statusCode).toBe(404);
    expect(securityEvents()).toContainEqual(
      expect.objectContaining({
        event: 'refused-read',
        route: '/api/warranty/direct-debit/complete',
        resource: 'direct-debit-reference',
        resourceId: reference,
      }),
    );
  });
});
