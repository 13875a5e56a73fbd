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
const nonce = () => randomUUID().replaceAll('-', '');
const googleLogin = (payload: object) =>
  call(ctx, { method: 'POST', url: '/api/user/login', payload: { googleLogin: true, ...payload } });
const register = (payload: object) => call(ctx, { method: 'POST', url: '/api/user/register', payload });

async function registerWithGoogle(email: string) {
  const n = nonce();
  const { id_token } = await mint({ email, given_name: 'Gwen', family_name: 'Hughes', nonce: n });
  return register({ ...guestDetails({ email }), googleRegistration: true, credential: id_token, nonce: n });
}

describe('Google login', () => {
  it('refuses a request that only asserts an e-mail', async () => {
    const res = await googleLogin({ email: 'someone@example.com' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.credential).toMatch(/Sign in with Google again/);
    expect(res.body).not.toContain('token"');
  });

  it('answers 400 with the verified e-mail and names when there is no account', async () => {
    const email = newEmail();
    const n = nonce();
    const { id_token } = await mint({ email, given_name: 'Gwen', family_name: 'Hughes', nonce: n });
    const res = await googleLogin({ credential: id_token, nonce: n, email: 'not-what-google-says@example.com' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: { code: 'GOOGLE_ACCOUNT_NOT_FOUND', message: expect.stringContaining('no account') },
      google: { email, firstname: 'Gwen', lastname: 'Hughes' },
    });
  });

  it('registers with the verified identity (not the e-mail in the body), then logs in by ID token or access token', async () => {
    const email = newEmail();
    const n = nonce();
    const { id_token } = await mint({ email, given_name: 'Gwen', family_name: 'Hughes', nonce: n });
    const created = await register({
      ...guestDetails({ email: 'typed@example.com' }),
      googleRegistration: true,
      credential: id_token,
      nonce: n,
    });
    expect(created.statusCode).toBe(200);
    expect(created.json().message).toBe('Welcome, Priya! Your account is ready.');
    expect(created.json().user).toMatchObject({ email, googleLinked: true, hasPassword: false });

    const again = nonce();
    const login = await googleLogin({ credential: (await mint({ email, nonce: again })).id_token, nonce: again });
    expect(login.statusCode).toBe(200);
    expect(login.json().user._id).toBe(created.json().user._id);

    const byAccessToken = await googleLogin({ accessToken: (await mint({ email })).access_token });
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
    const n = nonce();
    const { id_token } = await mint({ email: newEmail(), nonce: n, ...claims });
    const res = await googleLogin({ credential: id_token, nonce: n });
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toEqual({
      code: 'INVALID_GOOGLE_CREDENTIAL',
      message: 'We could not confirm your Google sign-in. Please try again.',
    });
  });

  it('refuses a token whose nonce is not the one the browser made', async () => {
    const { id_token } = await mint({ email: newEmail(), nonce: nonce() });
    expect((await googleLogin({ credential: id_token, nonce: nonce() })).statusCode).toBe(401);
  });

  it('refuses a token with a tampered payload, and one that is not a token', async () => {
    const n = nonce();
    const [header, , signature] = (await mint({ email: newEmail(), nonce: n })).id_token.split('.');
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
    expect((await googleLogin({ credential: `${header}.${forged}.${signature}`, nonce: n })).statusCode).toBe(401);
    expect((await googleLogin({ credential: 'x'.repeat(40), nonce: n })).statusCode).toBe(401);
    expect((await googleLogin({ accessToken: 'ya29.not-a-real-token' })).statusCode).toBe(401);
  });

  it('refuses an access token issued to another app', async () => {
    const { access_token } = await mint({ email: newEmail(), aud: 'someone-elses-app.apps.googleusercontent.com' });
    expect((await googleLogin({ accessToken: access_token })).statusCode).toBe(401);
  });

  it('never merges a Google sign-in into a password account with the same e-mail', async () => {
    const account = await registerWithPassword(ctx);
    const n = nonce();
    const { id_token } = await mint({ email: account.email, nonce: n });
    const login = await googleLogin({ credential: id_token, nonce: n });
    expect(login.statusCode).toBe(409);
    expect(login.json().error.code).toBe('GOOGLE_EMAIL_IN_USE');

    const signup = await registerWithGoogle(account.email);
    expect(signup.statusCode).toBe(409);
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, account.userId));
    expect(row?.googleSub).toBeNull();
  });

  it('asks for the credential again when googleRegistration has none', async () => {
    const res = await register({ ...guestDetails(), googleRegistration: true });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.credential).toBeDefined();
  });
});
