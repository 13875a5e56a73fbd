import { z } from 'zod';
import type { GoogleConfig } from '../../config/config';
import { ProviderError } from '../vehicle-data/vehicle-data-provider';
import { GOOGLE_PROVIDER, GoogleCredentialError, identityOf, type GoogleProfile } from './google-credential';

/*
 * An OAuth access token proves nothing about who it was issued to until Google says so: any
 * other site the user signed in to holds one too. So tokeninfo must name our client id (else
 * another app's token is being passed off as ours: token substitution) before userinfo is read.
 */

/** tokeninfo sends numbers and booleans as strings ("exp":"1433981953"); both forms are read. */
const tokenInfoSchema = z.object({
  aud: z.string().optional(),
  azp: z.string().optional(),
  sub: z.string().min(1),
  exp: z.coerce.number(),
});

const userInfoSchema = z.object({
  sub: z.string().min(1),
  email: z.string().optional(),
  email_verified: z.union([z.boolean(), z.string()]).optional(),
  name: z.string().optional(),
  given_name: z.string().optional(),
  family_name: z.string().optional(),
  picture: z.string().optional(),
});

async function callGoogle(url: string, init: RequestInit, timeoutMs: number, what: string): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
  } catch (cause) {
    throw new ProviderError(GOOGLE_PROVIDER, `Google ${what} did not answer`, { cause });
  }
  // 400 and 401 are Google's verdict on the token; anything else unexpected is Google's trouble.
  if (response.status === 400 || response.status === 401) {
    throw new GoogleCredentialError(`Google ${what} refused the access token`);
  }
  if (!response.ok) throw new ProviderError(GOOGLE_PROVIDER, `Google ${what} answered HTTP ${response.status}`);
  return response;
}

async function readJson<T>(response: Response, schema: z.ZodType<T>, what: string): Promise<T> {
  const parsed = schema.safeParse(await response.json().catch(() => null));
  if (!parsed.success) throw new ProviderError(GOOGLE_PROVIDER, `Google ${what} sent an unreadable answer`);
  return parsed.data;
}

/** The identity behind an access token issued to our client id, from tokeninfo then userinfo. */
export async function readGoogleAccessToken(
  config: GoogleConfig,
  accessToken: string,
  timeoutMs: number,
): Promise<GoogleProfile> {
  const tokenInfoUrl = new URL(config.tokenInfoUrl);
  tokenInfoUrl.searchParams.set('access_token', accessToken);
  const headers = { accept: 'application/json' };
  const info = await readJson(
    await callGoogle(tokenInfoUrl.toString(), { headers }, timeoutMs, 'tokeninfo'),
    tokenInfoSchema,
    'tokeninfo',
  );
  if (info.aud !== config.clientId && info.azp !== config.clientId) {
    throw new GoogleCredentialError('the access token was issued to another application');
  }
  if (!(info.exp * 1000 > Date.now())) throw new GoogleCredentialError('the access token has expired');

  const user = await readJson(
    await callGoogle(
      config.userInfoUrl,
      { headers: { ...headers, authorization: `Bearer ${accessToken}` } },
      timeoutMs,
      'userinfo',
    ),
    userInfoSchema,
    'userinfo',
  );
  if (user.sub !== info.sub) throw new GoogleCredentialError('userinfo and tokeninfo name different users');
  return identityOf(user, 'the access token does not grant the e-mail address');
}
