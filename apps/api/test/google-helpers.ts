import type { TestContext } from './helpers';
import { call } from './accounts-helpers';

export const GOOGLE_CLIENT_ID = 'kestrel-demo.apps.googleusercontent.com';

/** Tokens minted by the Google emulator over HTTP, exactly as its sign-in page would. */
export async function mintGoogleTokens(
  ctx: TestContext,
  claims: Record<string, unknown>,
): Promise<{ id_token: string; access_token: string }> {
  const res = await fetch(`${ctx.emulatorBaseUrl}/google/__control/tokens`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ aud: GOOGLE_CLIENT_ID, ...claims }),
  });
  if (!res.ok) throw new Error(`mint failed: ${res.status} ${await res.text()}`);
  return (await res.json()) as { id_token: string; access_token: string };
}

export interface GoogleBinding {
  state: string;
  nonce: string;
  /** The `kw_google` cookie as a Cookie header value. */
  cookie: string;
}

/** POST /api/user/google/start, as the browser calls it before leaving for Google. */
export async function startGoogle(ctx: TestContext): Promise<GoogleBinding> {
  const res = await call(ctx, { method: 'POST', url: '/api/user/google/start' });
  if (res.statusCode !== 200) throw new Error(`google start: ${res.statusCode} ${res.body}`);
  const set = res.cookies.find((c) => c.name === 'kw_google');
  if (!set) throw new Error('no kw_google cookie');
  return { ...res.json<{ state: string; nonce: string }>(), cookie: `kw_google=${set.value}` };
}
