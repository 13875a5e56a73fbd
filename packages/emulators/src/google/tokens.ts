import { createHash, randomBytes } from 'node:crypto';
import type { GoogleAccount } from './identities';
import { readSignedJwt, signJwt, type SigningKey } from './signing-key';

export const GOOGLE_ISSUER = 'https://accounts.google.com';
/** Google's ID tokens live an hour; its implicit-flow access tokens say expires_in=3599. */
export const ID_TOKEN_LIFETIME_SECONDS = 3600;
export const ACCESS_TOKEN_LIFETIME_SECONDS = 3599;

const SCOPE_URLS: Record<string, string> = {
  email: 'https://www.googleapis.com/auth/userinfo.email',
  profile: 'https://www.googleapis.com/auth/userinfo.profile',
};

/** The scope Google reports back: the short names, their URL forms, then openid. */
export function grantedScope(requested: string): string {
  const asked = requested.split(/\s+/).filter(Boolean);
  const granted = new Set(asked.filter((scope) => scope !== 'openid'));
  for (const scope of asked) if (SCOPE_URLS[scope]) granted.add(SCOPE_URLS[scope]);
  if (asked.includes('openid')) granted.add('openid');
  return [...granted].join(' ');
}

export const hasScope = (scope: string, short: 'email' | 'profile') =>
  scope.split(' ').some((s) => s === short || s === SCOPE_URLS[short]);

export interface IssuedAccount extends GoogleAccount {
  emailVerified: boolean;
}

export interface AccessTokenRecord {
  account: IssuedAccount;
  clientId: string;
  scope: string;
  /** Seconds since the epoch. */
  expiresAt: number;
}

export interface MintRequest {
  account: IssuedAccount;
  clientId: string;
  scope: string;
  idToken: boolean;
  accessToken: boolean;
  nonce?: string | undefined;
  /** Only the test control endpoint changes these. */
  issuer?: string | undefined;
  expiresInSeconds?: number | undefined;
}

export interface MintedTokens {
  idToken?: string;
  accessToken?: string;
  expiresIn: number;
  scope: string;
}

const nowSeconds = () => Math.floor(Date.now() / 1000);

/** OIDC at_hash: the left half of the access token's sha256, base64url (RS256 → SHA-256). */
const accessTokenHash = (accessToken: string) =>
  createHash('sha256').update(accessToken).digest().subarray(0, 16).toString('base64url');

/** Mints ID tokens signed with `key` and opaque access tokens remembered in memory. */
export function createTokenIssuer(key: SigningKey) {
  const accessTokens = new Map<string, AccessTokenRecord>();

  function forgetExpired(now: number): void {
    for (const [token, record] of accessTokens) if (record.expiresAt < now) accessTokens.delete(token);
  }

  function mint(request: MintRequest): MintedTokens {
    const now = nowSeconds();
    forgetExpired(now);
    const scope = grantedScope(request.scope);
    const { account } = request;
    let accessToken: string | undefined;
    let expiresIn = request.expiresInSeconds ?? ACCESS_TOKEN_LIFETIME_SECONDS;
    if (request.accessToken) {
      accessToken = `ya29.${randomBytes(48).toString('base64url')}`;
      accessTokens.set(accessToken, { account, clientId: request.clientId, scope, expiresAt: now + expiresIn });
    }
    let idToken: string | undefined;
    if (request.idToken) {
      const exp = now + (request.expiresInSeconds ?? ID_TOKEN_LIFETIME_SECONDS);
      // A token minted already expired was issued an hour before it ran out, as a real one was.
      const iat = exp > now ? now : exp - ID_TOKEN_LIFETIME_SECONDS;
      const name = [account.givenName, account.familyName].filter(Boolean).join(' ');
      idToken = signJwt(key, {
        iss: request.issuer ?? GOOGLE_ISSUER,
        azp: request.clientId,
        aud: request.clientId,
        sub: account.sub,
        email: account.email,
        email_verified: account.emailVerified,
        ...(accessToken ? { at_hash: accessTokenHash(accessToken) } : {}),
        ...(request.nonce !== undefined ? { nonce: request.nonce } : {}),
        name,
        given_name: account.givenName,
        ...(account.familyName ? { family_name: account.familyName } : {}),
        iat,
        exp,
      });
      if (!request.accessToken) expiresIn = exp - now;
    }
    return { ...(idToken ? { idToken } : {}), ...(accessToken ? { accessToken } : {}), expiresIn, scope };
  }

  /** The claims of an unexpired ID token this emulator signed, or null. */
  function readIdToken(token: string): { header: Record<string, unknown>; payload: Record<string, unknown> } | null {
    const decoded = readSignedJwt(key, token);
    if (!decoded || typeof decoded.payload.exp !== 'number' || decoded.payload.exp <= nowSeconds()) return null;
    return decoded;
  }

  /** An unexpired access token this emulator issued, or null. */
  function readAccessToken(token: string): AccessTokenRecord | null {
    const record = accessTokens.get(token);
    return record && record.expiresAt > nowSeconds() ? record : null;
  }

  return { mint, readIdToken, readAccessToken, nowSeconds };
}

export type TokenIssuer = ReturnType<typeof createTokenIssuer>;
