import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newGoogleBinding } from '../src/modules/accounts/google-binding';
import { createTestApp, type TestContext } from './helpers';
import { call, guestDetails } from './accounts-helpers';
import { mintGoogleTokens, startGoogle, type GoogleBinding } from './google-helpers';

/** SECURITY A4, a replayed Google ID token: one valid token signed in three times from three addresses. */

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ OUTBOX_POLL_MS: '0' });
});
afterAll(() => ctx.close());

const newEmail = () => `replay.${randomUUID()}@example.com`;

function googleLogin(body: Record<string, unknown>, binding: Partial<GoogleBinding> | null) {
  return call(ctx, {
    method: 'POST',
    url: '/api/user/login',
    headers: binding?.cookie ? { cookie: binding.cookie } : {},
    payload: { googleLogin: true, ...(binding?.state ? { state: binding.state } : {}), ...body },
  });
}

function googleRegister(email: string, credential: string, binding: GoogleBinding) {
  return call(ctx, {
    method: 'POST',
    url: '/api/user/register',
    headers: { cookie: binding.cookie },
    payload: { ...guestDetails({ email }), googleRegistration: true, credential, state: binding.state },
  });
}

/** A Google account with an account here, and a fresh sign-in's binding and ID token. */
async function signedUpGoogleUser() {
  const email = newEmail();
  const binding = await startGoogle(ctx);
  const { id_token } = await mintGoogleTokens(ctx, { email, nonce: binding.nonce });
  expect((await googleRegister(email, id_token, binding)).statusCode).toBe(200);
  return email;
}

describe('Google sign-in cannot be replayed', () => {
  it('start answers a state and nonce and binds them in a short-lived HttpOnly cookie', async () => {
    const res = await call(ctx, { method: 'POST', url: '/api/user/google/start' });
    expect(res.statusCode).toBe(200);
    const { state, nonce } = res.json<{ state: string; nonce: string }>();
    expect(state).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(nonce).toMatch(/^[A-Za-z0-9_-]{32}$/);
    const cookie = res.cookies.find((c) => c.name === 'kw_google');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api/user', maxAge: 900 });
  });

  it('one ID token signs in once: the same browser, another browser and another address are refused', async () => {
    const email = await signedUpGoogleUser();
    const binding = await startGoogle(ctx);
    const { id_token } = await mintGoogleTokens(ctx, { email, nonce: binding.nonce });

    const first = await googleLogin({ credential: id_token }, binding);
    expect(first.statusCode).toBe(200);
    // The binding is spent with it: the cookie is cleared.
    expect(first.cookies.find((c) => c.name === 'kw_google')?.value).toBe('');
    expect(first.cookies.find((c) => c.name === 'kw_session')?.value).toBe(first.json().token);

    const again = await googleLogin({ credential: id_token }, binding);
    expect(again.statusCode).toBe(401);
    expect(again.json().error.code).toBe('INVALID_GOOGLE_CREDENTIAL');

    // Another browser, with its own binding: the token's nonce is not its nonce.
    const other = await googleLogin({ credential: id_token }, await startGoogle(ctx));
    expect(other.statusCode).toBe(401);
    // No binding at all (a script replaying the token, with the nonce read from it).
    const nonce = JSON.parse(Buffer.from(id_token.split('.')[1]!, 'base64url').toString()).nonce as string;
    const bare = await googleLogin({ credential: id_token, nonce }, null);
    expect(bare.statusCode).toBe(400);
  });

  it('a token registered with cannot then sign in', async () => {
    const email = newEmail();
    const binding = await startGoogle(ctx);
    const { id_token } = await mintGoogleTokens(ctx, { email, nonce: binding.nonce });
    // No account yet: a 400 that spends nothing, so /auth/details-missing can register with it.
    const missing = await googleLogin({ credential: id_token }, binding);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.code).toBe('GOOGLE_ACCOUNT_NOT_FOUND');
    expect((await googleRegister(email, id_token, binding)).statusCode).toBe(200);
    expect((await googleLogin({ credential: id_token }, binding)).statusCode).toBe(401);
  });

  it('an access token signs in once too', async () => {
    const email = await signedUpGoogleUser();
    const { access_token } = await mintGoogleTokens(ctx, { email });
    expect((await googleLogin({ accessToken: access_token }, await startGoogle(ctx))).statusCode).toBe(200);
    expect((await googleLogin({ accessToken: access_token }, await startGoogle(ctx))).statusCode).toBe(401);
  });

  it.each([
    ['no state', (b: GoogleBinding) => ({ cookie: b.cookie })],
    ['another state', (b: GoogleBinding) => ({ cookie: b.cookie, state: 'x'.repeat(32) })],
    ['no cookie', (b: GoogleBinding) => ({ state: b.state })],
    ['a tampered cookie', (b: GoogleBinding) => ({ state: b.state, cookie: `${b.cookie.slice(0, -2)}AA` })],
    [
      'an expired cookie',
      () => {
        const old = newGoogleBinding(ctx.config.secrets.key, Date.now() - 16 * 60_000);
        return { state: old.binding.state, cookie: `kw_google=${old.cookie}` };
      },
    ],
  ])('refuses %s with 400 before the token is looked at', async (_label, make) => {
    const email = await signedUpGoogleUser();
    const binding = await startGoogle(ctx);
    const { id_token } = await mintGoogleTokens(ctx, { email, nonce: binding.nonce });
    const res = await googleLogin({ credential: id_token }, make(binding));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('BAD_REQUEST');
    // The token was not spent: the right state and cookie still sign in with it.
    expect((await googleLogin({ credential: id_token }, binding)).statusCode).toBe(200);
  });

  it('a token minted for one sign-in does not finish another', async () => {
    const email = await signedUpGoogleUser();
    const mine = await startGoogle(ctx);
    const theirs = await startGoogle(ctx);
    const { id_token } = await mintGoogleTokens(ctx, { email, nonce: theirs.nonce });
    expect((await googleLogin({ credential: id_token }, mine)).statusCode).toBe(401);
  });
});
