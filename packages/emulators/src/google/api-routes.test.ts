import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emulators } from '../plugin';
import { googleDemoIdentities, subForEmail } from './identities';

const BASE = '/__emulators/google';
const INVALID_TOKEN = { error: 'invalid_token', error_description: 'Invalid Value' };

let app: FastifyInstance;

beforeAll(async () => {
  app = Fastify({ logger: false });
  await app.register(emulators, { prefix: '/__emulators' });
  await app.ready();
});
afterAll(() => app.close());

async function mint(body: Record<string, unknown>): Promise<{ id_token: string; access_token: string }> {
  const response = await app.inject({ method: 'POST', url: `${BASE}/__control/tokens`, payload: body });
  expect(response.statusCode).toBe(200);
  return response.json();
}

const tokenInfo = (query: Record<string, string>) =>
  app.inject(`${BASE}/tokeninfo?${new URLSearchParams(query).toString()}`);
const userInfo = (authorization?: string) =>
  app.inject({ url: `${BASE}/oauth2/v3/userinfo`, headers: authorization ? { authorization } : {} });

describe('the signing keys', () => {
  it('are published as PEM certificates by key id and as a JWKS, with the same key id', async () => {
    const pem = await app.inject(`${BASE}/oauth2/v1/certs`);
    const jwks = await app.inject(`${BASE}/oauth2/v3/certs`);
    const [kid] = Object.keys(pem.json());
    expect(jwks.json()).toEqual({
      keys: [{ kid, kty: 'RSA', alg: 'RS256', use: 'sig', n: expect.any(String), e: 'AQAB' }],
    });
    expect(pem.headers['cache-control']).toMatch(/max-age=\d+/);
  });
});

describe('tokeninfo', () => {
  it('answers an ID token with its claims as strings', async () => {
    const identity = googleDemoIdentities[0]!;
    const { id_token } = await mint({ email: identity.email, nonce: 'n-1' });
    const response = await tokenInfo({ id_token });
    expect(response.statusCode).toBe(200);
    const info = response.json<Record<string, unknown>>();
    expect(info).toMatchObject({
      iss: 'https://accounts.google.com',
      aud: 'kestrel-demo.apps.googleusercontent.com',
      azp: 'kestrel-demo.apps.googleusercontent.com',
      sub: identity.sub,
      email: identity.email,
      email_verified: 'true',
      nonce: 'n-1',
      alg: 'RS256',
      typ: 'JWT',
    });
    expect(info.exp).toMatch(/^\d{10}$/);
    for (const value of Object.values(info)) expect(typeof value).toBe('string');
  });

  it('answers an access token with its audience, scope and expiry', async () => {
    const { access_token } = await mint({ email: 'jo.bloggs@example.com', aud: 'other.apps.googleusercontent.com' });
    const info = (await tokenInfo({ access_token })).json<Record<string, string>>();
    expect(info).toMatchObject({
      azp: 'other.apps.googleusercontent.com',
      aud: 'other.apps.googleusercontent.com',
      sub: subForEmail('jo.bloggs@example.com'),
      email: 'jo.bloggs@example.com',
      email_verified: 'true',
      access_type: 'online',
    });
    expect(info.scope!.split(' ')).toContain('openid');
    expect(Number(info.expires_in)).toBeGreaterThan(3500);
    expect(Number(info.exp)).toBeGreaterThan(Date.now() / 1000);
  });

  it('accepts POST with a Bearer header, as google-auth-library’s getTokenInfo sends it', async () => {
    const { access_token } = await mint({ email: 'jo.bloggs@example.com' });
    const response = await app.inject({
      method: 'POST',
      url: `${BASE}/tokeninfo`,
      headers: { authorization: `Bearer ${access_token}` },
    });
    expect(response.json()).toMatchObject({ sub: subForEmail('jo.bloggs@example.com') });
  });

  it.each([
    ['a garbage ID token', { id_token: 'garbage' }],
    ['a garbage access token', { access_token: 'ya29.garbage' }],
  ])('refuses %s with invalid_token', async (_name, query) => {
    const response = await tokenInfo(query);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(INVALID_TOKEN);
  });

  it('refuses expired tokens', async () => {
    const { id_token, access_token } = await mint({ email: 'jo.bloggs@example.com', expiresInSeconds: -60 });
    expect((await tokenInfo({ id_token })).json()).toEqual(INVALID_TOKEN);
    expect((await tokenInfo({ access_token })).json()).toEqual(INVALID_TOKEN);
    expect((await userInfo(`Bearer ${access_token}`)).statusCode).toBe(401);
  });

  it('asks for a token when given none', async () => {
    const response = await tokenInfo({});
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'invalid_request' });
  });
});

describe('userinfo', () => {
  it('answers a valid access token with the profile', async () => {
    const identity = googleDemoIdentities[1]!;
    const { access_token } = await mint({ email: identity.email });
    const response = await userInfo(`Bearer ${access_token}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      sub: identity.sub,
      name: `${identity.givenName} ${identity.familyName}`,
      given_name: identity.givenName,
      family_name: identity.familyName,
      email: identity.email,
      email_verified: true,
    });
  });

  it('gives only what the scopes allow', async () => {
    const { access_token } = await mint({ email: 'jo.bloggs@example.com', scope: 'openid email' });
    const info = (await userInfo(`Bearer ${access_token}`)).json();
    expect(info).toEqual({
      sub: subForEmail('jo.bloggs@example.com'),
      email: 'jo.bloggs@example.com',
      email_verified: true,
    });
  });

  it.each([
    ['no token', undefined],
    ['a garbage token', 'Bearer ya29.garbage'],
    ['another scheme', 'Basic dXNlcjpwYXNz'],
  ])('answers %s with 401 Invalid Credentials', async (_name, authorization) => {
    const response = await userInfo(authorization);
    expect(response.statusCode).toBe(401);
    expect(response.headers['www-authenticate']).toMatch(/^Bearer /);
    expect(response.json()).toEqual({ error: 'invalid_request', error_description: 'Invalid Credentials' });
  });
});

describe('the test control endpoint', () => {
  it('mints with the audience, issuer, nonce, names and verification asked for', async () => {
    const { id_token } = await mint({
      email: 'someone@example.com',
      given_name: 'Ann',
      family_name: 'Other',
      sub: '123456789012345678901',
      aud: 'foreign.apps.googleusercontent.com',
      iss: 'https://evil.example.com',
      nonce: 'abc',
      email_verified: false,
    });
    const claims = JSON.parse(Buffer.from(id_token.split('.')[1]!, 'base64url').toString('utf8'));
    expect(claims).toMatchObject({
      sub: '123456789012345678901',
      aud: 'foreign.apps.googleusercontent.com',
      iss: 'https://evil.example.com',
      nonce: 'abc',
      email_verified: false,
      given_name: 'Ann',
      family_name: 'Other',
    });
  });

  it('refuses a request without an e-mail address', async () => {
    const response = await app.inject({ method: 'POST', url: `${BASE}/__control/tokens`, payload: { aud: 'x' } });
    expect(response.statusCode).toBe(400);
  });
});
