import Fastify, { type FastifyInstance } from 'fastify';
import { emulators } from '../plugin';

/** Shared by the sign-in tests: an app with the emulators mounted as the site mounts them. */
export const CLIENT_ID = 'kestrel-demo.apps.googleusercontent.com';
export const REDIRECT_URI = 'https://shop.example.com/auth/google-callback';
export const BASE = '/__emulators/google';

/** The emulators at /__emulators, beside an ordinary route that must not read form bodies. */
export async function emulatorTestApp(): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  await app.register(emulators, { prefix: '/__emulators' });
  app.post('/elsewhere', async () => ({ ok: true }));
  await app.ready();
  return app;
}

export const signInFields = (overrides: Record<string, string> = {}): Record<string, string> => ({
  client_id: CLIENT_ID,
  redirect_uri: REDIRECT_URI,
  response_type: 'id_token',
  scope: 'openid email profile',
  nonce: 'nonce-123',
  state: 'state-456',
  prompt: 'select_account',
  ...overrides,
});

export const openChooser = (app: FastifyInstance, fields: Record<string, string>) =>
  app.inject({ method: 'GET', url: `${BASE}/o/oauth2/v2/auth?${new URLSearchParams(fields).toString()}` });

export const approve = (app: FastifyInstance, fields: Record<string, string>) =>
  app.inject({
    method: 'POST',
    url: `${BASE}/o/oauth2/v2/auth/approve`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });

/** The answer in a redirect's fragment; throws unless the redirect goes back to REDIRECT_URI. */
export function fragmentOf(location: unknown): URLSearchParams {
  const [target, fragment] = String(location).split('#');
  if (target !== REDIRECT_URI || fragment === undefined)
    throw new Error(`Not an answer to the site: ${String(location)}`);
  return new URLSearchParams(fragment);
}

export const decodeSegment = (segment: string | undefined) =>
  JSON.parse(Buffer.from(segment ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;
