import { generateKeyPairSync, sign } from 'node:crypto';
import { createServer } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { googleDemoIdentities, subForEmail } from '@kestrel/emulators/google/identities';
import { startEmulatorServer } from '@kestrel/emulators/server';
import type { GoogleConfig } from '../../config/config';
import { ProviderError } from '../vehicle-data/vehicle-data-provider';
import { createGoogleVerifier, GoogleCredentialError, type GoogleVerifier } from './google-verifier';

const CLIENT_ID = 'kestrel-test.apps.googleusercontent.com';
const FOREIGN_CLIENT_ID = 'someone-else.apps.googleusercontent.com';

let emulator: Awaited<ReturnType<typeof startEmulatorServer>>;
let config: GoogleConfig;
let verifier: GoogleVerifier;

/** The emulator's endpoints, laid out as config.ts's emulatedGoogle does. */
const googleConfigAt = (base: string): GoogleConfig => ({
  clientId: CLIENT_ID,
  authorizeUrl: `${base}/o/oauth2/v2/auth`,
  pemCertsUrl: `${base}/oauth2/v1/certs`,
  jwkCertsUrl: `${base}/oauth2/v3/certs`,
  tokenInfoUrl: `${base}/tokeninfo`,
  userInfoUrl: `${base}/oauth2/v3/userinfo`,
  issuers: ['accounts.google.com', 'https://accounts.google.com'],
  demo: true,
});

beforeAll(async () => {
  emulator = await startEmulatorServer({ google: { defaultClientId: CLIENT_ID } });
  config = googleConfigAt(`${emulator.baseUrl}/google`);
  // Generous: the first call also fetches the certificates, slow on a loaded machine (the timeout test has its own).
  verifier = createGoogleVerifier(config, { timeoutMs: 10_000 });
});
afterAll(() => emulator.close());

async function mint(body: Record<string, unknown>): Promise<{ id_token: string; access_token: string }> {
  const response = await fetch(`${emulator.baseUrl}/google/__control/tokens`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as { id_token: string; access_token: string };
}

const demo = googleDemoIdentities[0]!;
/** An access token carries no nonce: it is accepted only beside the ID token issued with it (at_hash). */
const pair = ({ id_token, access_token }: { id_token: string; access_token: string }) => ({
  credential: id_token,
  accessToken: access_token,
  nonce: 'n',
});
const refusal = (promise: Promise<unknown>) => expect(promise).rejects.toBeInstanceOf(GoogleCredentialError);
const refusalSaying = (promise: Promise<unknown>, reason: string) =>
  expect(promise).rejects.toThrow(new GoogleCredentialError(reason));

describe('Google ID tokens, verified over HTTP against the emulator', () => {
  it('accepts a good ID token and reads the identity from it', async () => {
    const { id_token } = await mint({ email: demo.email, nonce: 'nonce-1' });
    await expect(verifier.verify({ credential: id_token, nonce: 'nonce-1' })).resolves.toEqual({
      sub: demo.sub,
      email: demo.email,
      emailVerified: true,
      givenName: demo.givenName,
      familyName: demo.familyName,
      picture: null,
      // What the spent record is keyed on: the token's meaning, not its spelling (issue #35 finding 2).
      issuance: {
        iss: 'https://accounts.google.com',
        aud: CLIENT_ID,
        sub: demo.sub,
        iat: expect.any(Number),
        nonce: 'nonce-1',
      },
    });
  });

  it('refuses a token minted without a nonce, even when none is expected', async () => {
    const { id_token } = await mint({ email: demo.email });
    await refusalSaying(verifier.verify({ credential: id_token }), 'the nonce is missing');
    await refusalSaying(verifier.verify({ credential: id_token, nonce: 'n' }), 'the nonce is missing');
  });

  it('refuses a re-spelt copy of a good token as malformed', async () => {
    const { id_token } = await mint({ email: demo.email, nonce: 'n' });
    for (const copy of [`${id_token}=`, `${id_token.slice(0, -5)} ${id_token.slice(-5)}`]) {
      await refusalSaying(verifier.verify({ credential: copy, nonce: 'n' }), 'the ID token is malformed');
    }
  });

  it('accepts a token from the sign-in page itself', async () => {
    const form = new URLSearchParams({
      client_id: CLIENT_ID,
      redirect_uri: 'http://127.0.0.1/auth/google-callback',
      response_type: 'id_token',
      scope: 'openid email profile',
      nonce: 'page-nonce',
      state: 'page-state',
      account: googleDemoIdentities[2]!.sub,
    });
    const response = await fetch(`${emulator.baseUrl}/google/o/oauth2/v2/auth/approve`, {
      method: 'POST',
      body: form,
      redirect: 'manual',
    });
    expect(response.status).toBe(302);
    const fragment = new URLSearchParams(response.headers.get('location')!.split('#')[1]);
    const identity = await verifier.verify({ credential: fragment.get('id_token')!, nonce: 'page-nonce' });
    expect(identity.sub).toBe(googleDemoIdentities[2]!.sub);
  });

  it('refuses a token issued to another application', async () => {
    const { id_token } = await mint({ email: demo.email, aud: FOREIGN_CLIENT_ID, nonce: 'n' });
    await refusalSaying(
      verifier.verify({ credential: id_token, nonce: 'n' }),
      'the ID token was issued to another application',
    );
  });

  it('refuses an expired token', async () => {
    const { id_token } = await mint({ email: demo.email, nonce: 'n', expiresInSeconds: -600 });
    await refusalSaying(verifier.verify({ credential: id_token, nonce: 'n' }), 'the ID token has expired');
  });

  it('refuses a token from another issuer', async () => {
    const { id_token } = await mint({ email: demo.email, nonce: 'n', iss: 'https://accounts.example.com' });
    await refusalSaying(verifier.verify({ credential: id_token, nonce: 'n' }), 'the ID token was not issued by Google');
  });

  it('refuses a wrong nonce, a missing one, and an unverified e-mail', async () => {
    const { id_token } = await mint({ email: demo.email, nonce: 'the-right-one' });
    await refusalSaying(verifier.verify({ credential: id_token, nonce: 'another' }), 'the nonce does not match');
    await refusalSaying(verifier.verify({ credential: id_token }), 'the nonce is missing');
    const unverified = await mint({ email: 'jo@example.com', nonce: 'n', email_verified: false });
    await refusalSaying(
      verifier.verify({ credential: unverified.id_token, nonce: 'n' }),
      'the e-mail address is not verified',
    );
  });

  it('refuses a token signed by another key under the emulator’s key id', async () => {
    const { id_token } = await mint({ email: demo.email, nonce: 'n' });
    const [header, payload] = id_token.split('.');
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const forged = sign('sha256', Buffer.from(`${header}.${payload}`), privateKey).toString('base64url');
    await refusalSaying(
      verifier.verify({ credential: `${header}.${payload}.${forged}`, nonce: 'n' }),
      'the ID token signature is not valid',
    );
  });

  it('refuses a token whose claims were changed after signing', async () => {
    const { id_token } = await mint({ email: 'jo@example.com', nonce: 'n' });
    const [header, payload, signature] = id_token.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString('utf8'));
    const tampered = Buffer.from(JSON.stringify({ ...claims, sub: demo.sub, email: demo.email })).toString('base64url');
    await refusalSaying(
      verifier.verify({ credential: `${header}.${tampered}.${signature}`, nonce: 'n' }),
      'the ID token signature is not valid',
    );
  });

  it('refuses garbage and an unsigned token', async () => {
    await refusal(verifier.verify({ credential: 'garbage', nonce: 'n' }));
    const none = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const unsigned = `${none({ alg: 'none', typ: 'JWT' })}.${none({ sub: demo.sub, aud: CLIENT_ID })}.`;
    await refusal(verifier.verify({ credential: unsigned }));
    await refusal(verifier.verify({}));
  });

  it('refuses an access token the ID token was not issued with', async () => {
    const { id_token } = await mint({ email: demo.email, nonce: 'n' });
    const other = await mint({ email: demo.email, nonce: 'n' });
    for (const accessToken of ['ya29.garbage', other.access_token]) {
      await refusalSaying(
        verifier.verify({ credential: id_token, accessToken, nonce: 'n' }),
        'the access token was not issued with the ID token',
      );
    }
  });
});

describe('Google access tokens, verified over HTTP against the emulator', () => {
  it('accepts an access token with its ID token, userinfo naming the same person', async () => {
    const tokens = await mint({ email: 'Jo.Bloggs@example.com', given_name: 'Jo', family_name: 'Bloggs', nonce: 'n' });
    await expect(verifier.verify(pair(tokens))).resolves.toMatchObject({
      sub: subForEmail('jo.bloggs@example.com'),
      email: 'jo.bloggs@example.com',
      emailVerified: true,
      givenName: 'Jo',
      familyName: 'Bloggs',
      picture: null,
    });
  });

  it('refuses an access token alone (it cannot carry our nonce)', async () => {
    const { access_token } = await mint({ email: demo.email, nonce: 'n' });
    await refusalSaying(
      verifier.verify({ accessToken: access_token, nonce: 'n' }),
      'an access token is accepted only with its ID token',
    );
  });

  it('refuses tokens issued to another application (token substitution)', async () => {
    await refusal(verifier.verify(pair(await mint({ email: demo.email, aud: FOREIGN_CLIENT_ID, nonce: 'n' }))));
  });

  it('refuses an expired and an e-mail-less access token', async () => {
    await refusal(verifier.verify(pair(await mint({ email: demo.email, expiresInSeconds: -60, nonce: 'n' }))));
    const noEmail = await mint({ email: demo.email, scope: 'openid profile', nonce: 'n' });
    await refusalSaying(verifier.verify(pair(noEmail)), 'the access token does not grant the e-mail address');
  });
});

describe('when Google cannot be reached', () => {
  it('raises a ProviderError for both kinds of credential when nothing listens', async () => {
    const closed = createGoogleVerifier(googleConfigAt('http://127.0.0.1:9/google'), { timeoutMs: 500 });
    const tokens = await mint({ email: demo.email, nonce: 'n' });
    await expect(closed.verify({ credential: tokens.id_token, nonce: 'n' })).rejects.toBeInstanceOf(ProviderError);
    await expect(closed.verify(pair(tokens))).rejects.toBeInstanceOf(ProviderError);
  });

  it('raises a ProviderError when Google answers 503, and when it is too slow', async () => {
    const server = createServer((request, response) => {
      if (request.url?.includes('slow')) return void setTimeout(() => response.end('{}'), 2000);
      response.writeHead(503, { 'content-type': 'text/plain' }).end('Service Unavailable');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    try {
      const failing = createGoogleVerifier(googleConfigAt(`http://127.0.0.1:${port}/google`), { timeoutMs: 300 });
      const tokens = await mint({ email: demo.email, nonce: 'n' });
      const { id_token } = tokens;
      await expect(failing.verify({ credential: id_token, nonce: 'n' })).rejects.toBeInstanceOf(ProviderError);
      const slow = createGoogleVerifier(googleConfigAt(`http://127.0.0.1:${port}/slow`), { timeoutMs: 300 });
      await expect(slow.verify({ credential: id_token, nonce: 'n' })).rejects.toBeInstanceOf(ProviderError);
      // The ID token checks out; then tokeninfo for its access token fails or is too slow.
      for (const path of ['google', 'slow']) {
        const down = `http://127.0.0.1:${port}/${path}`;
        const accessDown = createGoogleVerifier(
          { ...config, tokenInfoUrl: `${down}/tokeninfo`, userInfoUrl: `${down}/oauth2/v3/userinfo` },
          { timeoutMs: 300 },
        );
        await expect(accessDown.verify(pair(tokens))).rejects.toBeInstanceOf(ProviderError);
      }
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
