import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consentMessages, MARKETING_CONSENT_WORDING } from '@kestrel/domain/privacy/consent';
import { call, latestEmail } from './accounts-helpers';
import { createTestApp, type TestContext } from './helpers';
import { distinctCustomer } from './privacy-helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const consent = (token: string, marketing?: boolean) =>
  marketing === undefined
    ? call(ctx, { url: '/api/privacy/consent', token })
    : call(ctx, { method: 'PUT', url: '/api/privacy/consent', token, payload: { marketing } });

function unsubscribePath(text: string): string {
  const match = /\/unsubscribe\/([A-Za-z0-9_-]+)/.exec(text);
  if (!match?.[1]) throw new Error('no unsubscribe link in the e-mail');
  return `/api/privacy/unsubscribe/${match[1]}`;
}

describe('marketing consent (PECR reg. 22)', () => {
  it('is off until the customer opts in; the wording and time are kept; opting out works', async () => {
    const alice = await distinctCustomer(ctx);
    expect((await consent(alice.token)).json()).toEqual({
      marketing: false,
      wording: MARKETING_CONSENT_WORDING,
      givenAt: null,
    });
    const given = await consent(alice.token, true);
    expect(given.statusCode).toBe(200);
    expect(given.json()).toMatchObject({
      marketing: true,
      wording: MARKETING_CONSENT_WORDING,
      message: consentMessages.given,
    });
    expect(Date.parse(given.json().givenAt)).not.toBeNaN();
    const withdrawn = await consent(alice.token, false);
    expect(withdrawn.json()).toMatchObject({ marketing: false, givenAt: null, message: consentMessages.withdrawn });
  });

  it('an unsubscribe link works once, without signing in, and only for its own address', async () => {
    const alice = await distinctCustomer(ctx);
    const bob = await distinctCustomer(ctx);
    await consent(alice.token, true);
    await consent(bob.token, true);
    const aliceLink = unsubscribePath((await latestEmail(ctx, alice.details.email, 'marketing-consent')).textBody);
    const bobLink = unsubscribePath((await latestEmail(ctx, bob.details.email, 'marketing-consent')).textBody);
    expect(aliceLink).not.toBe(bobLink);

    // A made-up token, or one altered by a character, unsubscribes no one.
    const forged = `${aliceLink.slice(0, -1)}${aliceLink.endsWith('A') ? 'B' : 'A'}`;
    expect((await call(ctx, { method: 'POST', url: forged })).statusCode).toBe(404);
    expect((await consent(alice.token)).json().marketing).toBe(true);

    const first = await call(ctx, { method: 'POST', url: aliceLink });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ message: consentMessages.unsubscribed });
    expect((await consent(alice.token)).json().marketing).toBe(false);
    // Only Alice's consent went.
    expect((await consent(bob.token)).json().marketing).toBe(true);

    const second = await call(ctx, { method: 'POST', url: aliceLink });
    expect(second.statusCode).toBe(404);
    expect(second.json().error.message).toBe(consentMessages.invalidLink);
  });
});
