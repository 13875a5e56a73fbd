import { createHash, createPublicKey, createVerify, verify, type JsonWebKey } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { googleDemoIdentities } from './identities';
import { BASE, CLIENT_ID, approve, decodeSegment, emulatorTestApp, fragmentOf, signInFields } from './test-support';

let app: FastifyInstance;

beforeAll(async () => {
  app = await emulatorTestApp();
});
afterAll(() => app.close());

async function verifiesAgainstJwks(token: string): Promise<boolean> {
  const jwks = (await app.inject(`${BASE}/oauth2/v3/certs`)).json<{ keys: (JsonWebKey & { kid: string })[] }>();
  const [header, payload, signature] = token.split('.');
  const jwk = jwks.keys.find((k) => k.kid === decodeSegment(header).kid);
  if (!jwk) return false;
  const key = createPublicKey({ key: jwk, format: 'jwk' });
  return verify('sha256', Buffer.from(`${header}.${payload}`), key, Buffer.from(signature ?? '', 'base64url'));
}

async function signInAs(account: string, overrides: Record<string, string> = {}) {
  const response = await approve(app, { ...signInFields(overrides), account });
  expect(response.statusCode).toBe(302);
  return fragmentOf(response.headers.location);
}

describe('approving a sign-in', () => {
  it('returns a signed ID token for the chosen demo identity in the fragment', async () => {
    const identity = googleDemoIdentities[0]!;
    const fragment = await signInAs(identity.sub);
    expect(fragment.get('state')).toBe('state-456');
    expect(fragment.get('access_token')).toBeNull();
    const token = fragment.get('id_token')!;
    expect(await verifiesAgainstJwks(token)).toBe(true);
    const [header, payload] = token.split('.');
    expect(decodeSegment(header)).toMatchObject({ alg: 'RS256', typ: 'JWT' });
    const claims = decodeSegment(payload);
    expect(claims).toMatchObject({
      iss: 'https://accounts.google.com',
      azp: CLIENT_ID,
      aud: CLIENT_ID,
      sub: identity.sub,
      email: identity.email,
      email_verified: true,
      nonce: 'nonce-123',
      name: `${identity.givenName} ${identity.familyName}`,
      given_name: identity.givenName,
      family_name: identity.familyName,
    });
    expect(Number(claims.exp) - Number(claims.iat)).toBe(3600);
    expect(Math.abs(Number(claims.iat) - Date.now() / 1000)).toBeLessThan(5);
  });

  it('signs with the key published as a PEM certificate too', async () => {
    const token = (await signInAs(googleDemoIdentities[1]!.sub)).get('id_token')!;
    const certs = (await app.inject(`${BASE}/oauth2/v1/certs`)).json<Record<string, string>>();
    const [header, payload, signature] = token.split('.');
    const certificate = certs[String(decodeSegment(header).kid)]!;
    expect(certificate).toMatch(/^-----BEGIN CERTIFICATE-----\n/);
    const verifier = createVerify('RSA-SHA256').update(`${header}.${payload}`);
    expect(verifier.verify(certificate, signature!, 'base64url')).toBe(true);
  });

  it('adds an access token, its at_hash and the granted scope for id_token token', async () => {
    const fragment = await signInAs(googleDemoIdentities[1]!.sub, { response_type: 'token id_token' });
    const accessToken = fragment.get('access_token')!;
    expect(accessToken).toMatch(/^ya29\./);
    expect(fragment.get('token_type')).toBe('Bearer');
    expect(fragment.get('expires_in')).toBe('3599');
    expect(fragment.get('scope')!.split(' ')).toEqual(
      expect.arrayContaining(['openid', 'email', 'https://www.googleapis.com/auth/userinfo.email']),
    );
    const claims = decodeSegment(fragment.get('id_token')!.split('.')[1]);
    const hash = createHash('sha256').update(accessToken).digest().subarray(0, 16).toString('base64url');
    expect(claims.at_hash).toBe(hash);
  });

  it('makes "Use another account" the same Google user for the same e-mail', async () => {
    const other = (email: string, familyName = 'Bloggs') =>
      approve(app, { ...signInFields(), action: 'other', email, given_name: 'Jo', family_name: familyName });
    const first = decodeSegment(
      fragmentOf((await other('Jo.Bloggs@example.com')).headers.location)
        .get('id_token')!
        .split('.')[1],
    );
    const again = decodeSegment(
      fragmentOf((await other('jo.bloggs@example.com', '')).headers.location)
        .get('id_token')!
        .split('.')[1],
    );
    expect(first.sub).toMatch(/^\d{21}$/);
    expect(again.sub).toBe(first.sub);
    expect(first).toMatchObject({ email: 'jo.bloggs@example.com', given_name: 'Jo', family_name: 'Bloggs' });
    expect(again.family_name).toBeUndefined();
    expect((await other('not-an-email')).statusCode).toBe(400);
  });

  it('answers Cancel with access_denied and the state', async () => {
    const response = await approve(app, { ...signInFields(), action: 'cancel' });
    expect(response.statusCode).toBe(302);
    expect(Object.fromEntries(fragmentOf(response.headers.location))).toEqual({
      error: 'access_denied',
      state: 'state-456',
    });
  });

  it('checks the posted request again, and refuses an unknown account', async () => {
    const changed = await approve(app, { ...signInFields({ redirect_uri: 'javascript:alert(1)' }), account: '1' });
    expect(changed.statusCode).toBe(400);
    const unknown = await approve(app, { ...signInFields(), account: '999999999999999999999' });
    expect(unknown.statusCode).toBe(400);
  });

  it('reads form bodies only inside the emulator', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/elsewhere',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'a=b',
    });
    expect(response.statusCode).toBe(415);
  });
});
