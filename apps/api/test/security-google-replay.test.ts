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

  it('an access token signs in once too, and only beside the ID token Google issued with it', async () => {
    const email = await signedUpGoogleUser();
    const binding = await startGoogle(ctx);
    const { id_token, access_token } = await mintGoogleTokens(ctx, { email, nonce: binding.nonce });
    const pair = { credential: id_token, accessToken: access_token };
    expect((await googleLogin(pair, binding)).statusCode).toBe(200);
    expect((await googleLogin(pair, binding)).statusCode).toBe(401);
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

/** The base64url alphabet, in value order. */
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/**
 * Copies of one ID token that a lenient base64 decoder reads as the same signature (issue #35,
 * finding 2): every other last character with the same value bits, trailing padding, the other
 * alphabet, and characters a decoder skips. Each is a different string with the same meaning.
 */
function reEncodings(token: string): string[] {
  const [header, payload, signature] = token.split('.') as [string, string, string];
  const bytes = Buffer.from(signature, 'base64url');
  const body = signature.slice(0, -1);
  const siblings = [...ALPHABET]
    .map((char) => `${body}${char}`)
    .filter((candidate) => candidate !== signature && Buffer.from(candidate, 'base64').equals(bytes));
  const inside = (text: string) => `${signature.slice(0, 40)}${text}${signature.slice(40)}`;
  const others = [
    `${signature}=`,
    `${signature}==`,
    inside(' '),
    inside('\n'),
    inside('*'),
    inside('!'),
    bytes.toString('base64'),
  ].filter((candidate) => candidate !== signature);
  return [...siblings, ...others].map((variant) => `${header}.${payload}.${variant}`);
}

describe('Google credentials are spent by their meaning (issue #35, finding 2)', () => {
  it('no re-encoding of a signed-in ID token signs in again', async () => {
    const email = await signedUpGoogleUser();
    const binding = await startGoogle(ctx);
    const { id_token } = await mintGoogleTokens(ctx, { email, nonce: binding.nonce });
    const variants = reEncodings(id_token);
    expect(variants.length).toBeGreaterThanOrEqual(15);
    expect((await googleLogin({ credential: id_token }, binding)).statusCode).toBe(200);
    for (const variant of variants) {
      const res = await googleLogin({ credential: variant }, binding);
      expect([400, 401], JSON.stringify(variant.slice(-8))).toContain(res.statusCode);
      expect(res.cookies.find((c) => c.name === 'kw_session')?.value ?? '').toBe('');
    }
  });

  it('a re-encoded token is refused as malformed before it is used, and spends nothing', async () => {
    const email = await signedUpGoogleUser();
    const binding = await startGoogle(ctx);
    const { id_token } = await mintGoogleTokens(ctx, { email, nonce: binding.nonce });
    for (const variant of reEncodings(id_token)) {
      // 401 as malformed; 400 where the request's own schema refuses it first (a newline).
      expect([400, 401]).toContain((await googleLogin({ credential: variant }, binding)).statusCode);
    }
    expect((await googleLogin({ credential: id_token }, binding)).statusCode).toBe(200);
  });

  it('a token minted without the nonce is refused on every path that signs in or registers', async () => {
    const email = newEmail();
    const binding = await startGoogle(ctx);
    const { id_token, access_token } = await mintGoogleTokens(ctx, { email });
    expect([400, 401]).toContain((await googleRegister(email, id_token, binding)).statusCode);
    const registerByAccessToken = await call(ctx, {
      method: 'POST',
      url: '/api/user/register',
      headers: { cookie: binding.cookie },
      payload: {
        ...guestDetails({ email }),
        googleRegistration: true,
        accessToken: access_token,
        state: binding.state,
      },
    });
    expect([400, 401]).toContain(registerByAccessToken.statusCode);

    const known = await signedUpGoogleUser();
    const bare = await mintGoogleTokens(ctx, { email: known });
    const login = await startGoogle(ctx);
    expect((await googleLogin({ credential: bare.id_token }, login)).statusCode).toBe(401);
    expect([400, 401]).toContain((await googleLogin({ accessToken: bare.access_token }, login)).statusCode);
    const pair = { credential: bare.id_token, accessToken: bare.access_token };
    expect([400, 401]).toContain((await googleLogin(pair, login)).statusCode);
  });

  it('an access token alone, or beside an ID token not issued with it, signs nobody in', async () => {
    const email = await signedUpGoogleUser();
    const binding = await startGoogle(ctx);
    const ours = await mintGoogleTokens(ctx, { email, nonce: binding.nonce });
    const another = await mintGoogleTokens(ctx, { email, nonce: binding.nonce });
    expect([400, 401]).toContain((await googleLogin({ accessToken: ours.access_token }, binding)).statusCode);
    const mixed = { credential: ours.id_token, accessToken: another.access_token };
    expect((await googleLogin(mixed, binding)).statusCode).toBe(401);
    // Nothing was spent: the right pair still signs in.
    const pair = { credential: ours.id_token, accessToken: ours.access_token };
    expect((await googleLogin(pair, binding)).statusCode).toBe(200);
  });
});
