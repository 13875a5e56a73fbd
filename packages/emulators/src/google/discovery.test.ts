import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASE, CLIENT_ID, emulatorTestApp } from './test-support';

let app: FastifyInstance;
beforeAll(async () => {
  app = await emulatorTestApp();
});
afterAll(() => app.close());

const token = (form: Record<string, string>) =>
  app.inject({
    method: 'POST',
    url: `${BASE}/token`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(form).toString(),
  });

describe('the OpenID Connect discovery document', () => {
  it('names Google’s issuer and the emulator’s own absolute endpoints, each of which answers', async () => {
    const response = await app.inject({
      url: `${BASE}/.well-known/openid-configuration`,
      headers: { host: 'shop.test' },
    });
    expect(response.statusCode).toBe(200);
    const document = response.json<Record<string, unknown>>();
    expect(document).toMatchObject({
      issuer: 'https://accounts.google.com',
      authorization_endpoint: `http://shop.test${BASE}/o/oauth2/v2/auth`,
      token_endpoint: `http://shop.test${BASE}/token`,
      userinfo_endpoint: `http://shop.test${BASE}/v1/userinfo`,
      jwks_uri: `http://shop.test${BASE}/oauth2/v3/certs`,
      id_token_signing_alg_values_supported: ['RS256'],
    });
    expect((await app.inject(new URL(String(document.jwks_uri)).pathname)).statusCode).toBe(200);
    expect((await app.inject(new URL(String(document.userinfo_endpoint)).pathname)).statusCode).toBe(401);
  });
});

describe('the token endpoint', () => {
  it('answers every grant as Google answers one it cannot honour (the emulator issues no codes)', async () => {
    const code = await token({
      grant_type: 'authorization_code',
      code: '4/x',
      client_id: CLIENT_ID,
      redirect_uri: 'postmessage',
    });
    expect(code.statusCode).toBe(400);
    expect(code.json()).toEqual({ error: 'invalid_grant', error_description: 'Malformed auth code.' });
    expect(
      (await token({ grant_type: 'refresh_token', refresh_token: '1//x', client_id: CLIENT_ID })).json(),
    ).toMatchObject({
      error: 'invalid_grant',
    });
    expect((await token({ grant_type: 'password', client_id: CLIENT_ID })).json()).toMatchObject({
      error: 'unsupported_grant_type',
    });
    expect((await token({ grant_type: 'authorization_code', code: '4/x' })).json()).toMatchObject({
      error: 'invalid_request',
    });
  });
});
