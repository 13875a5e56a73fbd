import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema';
import { createTestApp, type TestContext } from './helpers';
import { call, guestDetails, registerWithPassword } from './accounts-helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ OUTBOX_POLL_MS: '0' });
});
afterAll(() => ctx.close());

const CLIENT_ID = 'kestrel-demo.apps.googleusercontent.com';

/** Tokens minted by the Google emulator over HTTP, exactly as its sign-in page would. */
async function mint(claims: Record<string, unknown>): Promise<{ id_token: string; access_token: string }> {
  const res = await fetch(`${ctx.emulatorBaseUrl}/google/__control/tokens`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ aud: CLIENT_ID, ...claims }),
  });
  if (!res.ok) throw new Error(`mint failed: ${res.status} ${await res.text()}`);
  return (await res.json()) as { id_token: string; access_token: string };
}

const newEmail = () => `g.${randomUUID()}@example.com`;

interface Binding {
  state: string;
  nonce: string;
  cookie: string;
}

/** POST /api/user/google/start, as the browser calls it before leaving for Google. */
async function startGoogle(): Promise<Binding> {
  const res = await call(ctx, { method: 'POST', url: '/api/user/google/start' });
  expect(res.statusCode).toBe(200);
  const set = res.cookies.find((c) => c.name === 'kw_google');
  expect(set).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api/user' });
  return { ...res.json<{ state: string; nonce: string }>(), cookie: `kw_google=${set!.value}` };
}

let current: Binding;
/** A fresh binding for each call unless one is given: the state goes in the body, the cookie with it. */
const withBinding = (path: string, payload: object, binding?: Binding) => {
  const b = binding ?? current;
  return call(ctx, {
    method: 'POST',
    url: path,
    headers: { cookie: b.cookie },
    payload: { state: b.state, ...payload },
  });
};
const googleLogin = (payload: object, binding?: Binding) =>
  withBinding('/api/user/login', { googleLogin: true, ...payload }, binding);
const register = (payload: object, binding?: Binding) => withBinding('/api/user/register', payload, binding);

/** Starts a sign-in and mints the ID token Google would send back for it. */
async function googleToken(claims: Record<string, unknown>) {
  current = await startGoogle();
  return mint({ nonce: current.nonce, ...claims });
}

async function registerWithGoogle(email: string) {
  const { id_token } = await googleToken({ email, given_name: 'Gwen', family_name: 'Hughes' });
  return register({ ...guestDetails({ email }), googleRegistration: true, credential: id_token });
}

describe('Google login', () => {
  it('refuses a request that only asserts an e-mail', async () => {
    current = await startGoogle();
    const res = await googleLogin({ email: 'someone@example.com' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.credential).toMatch(/Sign in with Google again/);
    expect(res.body).not.toContain('token"');
  });

  it('answers 400 with the verified e-mail and names when there is no account', async () => {
    const email = newEmail();
    const { id_token } = await googleToken({ email, given_name: 'Gwen', family_name: 'Hughes' });
    const res = await googleLogin({ credential: id_token, email: 'not-what-google-says@example.com' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: { code: 'GOOGLE_ACCOUNT_NOT_FOUND', message: expect.stringContaining('no account') },
      google: { email, firstname: 'Gwen', lastname: 'Hughes' },
    });
  });

  it('registers with the verified identity (not the e-mail in the body), then logs in by ID token or access token', async () => {
    const email = newEmail();
    const { id_token } = await googleToken({ email, given_name: 'Gwen', family_name: 'Hughes' });
    const created = await register({
      ...guestDetails({ email: 'typed@example.com' }),
      googleRegistration: true,
      credential: id_token,
    });
    expect(created.statusCode).toBe(200);
    expect(created.json().message).toBe('Welcome, Priya! Your account is ready.');
    expect(created.json().user).toMatchObject({ email, googleLinked: true, hasPassword: false });

    const login = await googleLogin({ credential: (await googleToken({ email })).id_token });
    expect(login.statusCode).toBe(200);
    expect(login.json().user._id).toBe(created.json().user._id);

    // An access token goes only with the ID token Google issued beside it, which carries our nonce.
    const tokens = await googleToken({ email });
    const byAccessToken = await googleLogin({ credential: tokens.id_token, accessToken: tokens.access_token });
    expect(byAccessToken.statusCode).toBe(200);
    expect(byAccessToken.json().user._id).toBe(created.json().user._id);

    const twice = await registerWithGoogle(email);
    expect(twice.statusCode).toBe(409);
  });

  it.each([
    ['another audience', { aud: 'someone-elses-app.apps.googleusercontent.com' }],
    ['an expired token', { expiresInSeconds: -600 }],
    ['another issuer', { iss: 'https://evil.example.com' }],
    ['an unverified e-mail', { email_verified: false }],
  ])('refuses %s with 401', async (_label, claims) => {
    const { id_token } = await googleToken({ email: newEmail(), ...claims });
    const res = await googleLogin({ credential: id_token });
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toEqual({
      code: 'INVALID_GOOGLE_CREDENTIAL',
      message: 'We could not confirm your Google sign-in. Please try again.',
    });
  });

  it('refuses a token whose nonce is not the one the browser made', async () => {
    current = await startGoogle();
    const { id_token } = await mint({ email: newEmail(), nonce: randomUUID().replaceAll('-', '') });
    // A nonce the browser sends is ignored: only the one the server made counts.
    const own = (await startGoogle()).nonce;
    expect((await googleLogin({ credential: id_token, nonce: own })).statusCode).toBe(401);
  });

  it('refuses a token with a tampered payload, and one that is not a token', async () => {
    const [header, , signature] = (await googleToken({ email: newEmail() })).id_token.split('.');
    const n = current.nonce;
    const forged = Buffer.from(
      JSON.stringify({
        iss: 'https://accounts.google.com',
        aud: CLIENT_ID,
        sub: '1',
        email: 'x@example.com',
        email_verified: true,
        nonce: n,
        exp: Math.floor(Date.now() / 1000) + 600,
        iat: Math.floor(Date.now() / 1000),
      }),
    ).toString('base64url');
    expect((await googleLogin({ credential: `${header}.${forged}.${signature}` })).statusCode).toBe(401);
    expect((await googleLogin({ credential: 'x'.repeat(40) })).statusCode).toBe(401);
    expect((await googleLogin({ accessToken: 'ya29.not-a-real-token' })).statusCode).toBe(401);
  });

  it('refuses an access token issued to another app', async () => {
    current = await startGoogle();
    const { access_token } = await mint({ email: newEmail(), aud: 'someone-elses-app.apps.googleusercontent.com' });
    expect((await googleLogin({ accessToken: access_token })).statusCode).toBe(401);
  });

  it('never merges a Google sign-in into a password account with the same e-mail', async () => {
    const account = await registerWithPassword(ctx);
    const { id_token } = await googleToken({ email: account.email });
    const login = await googleLogin({ credential: id_token });
    expect(login.statusCode).toBe(409);
    expect(login.json().error.code).toBe('GOOGLE_EMAIL_IN_USE');

    const signup = await registerWithGoogle(account.email);
    expect(signup.statusCode).toBe(409);
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, account.userId));
    expect(row?.googleSub).toBeNull();
  });

  it('asks for the credential again when googleRegistration has none', async () => {
    current = await startGoogle();
    const res = await register({ ...guestDetails(), googleRegistration: true });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.credential).toBeDefined();
  });
});
