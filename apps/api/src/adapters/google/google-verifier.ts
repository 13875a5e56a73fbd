import type { gaxios, OAuth2Client, TokenPayload } from 'google-auth-library';
import type { GoogleConfig } from '../../config/config';
import { commonJsExports } from '../../lib/common-js';
import { ProviderError } from '../vehicle-data/vehicle-data-provider';
import { readGoogleAccessToken } from './access-token';
import { accessTokenHash, isCanonicalCompactJwt } from './compact-jwt';
import { GOOGLE_PROVIDER, GoogleCredentialError, identityOf, type GoogleIdentity } from './google-credential';

export { GoogleCredentialError, type GoogleIdentity, type GoogleIssuance } from './google-credential';

export interface GoogleVerifier {
  /**
   * The ID token (`credential`) is always required and must carry `nonce`; an access token is
   * accepted only beside the ID token Google issued with it. Throws GoogleCredentialError or ProviderError.
   */
  verify(input: { credential?: string; accessToken?: string; nonce?: string }): Promise<GoogleIdentity>;
}

const DEFAULT_TIMEOUT_MS = 5000;

/*
 * google-auth-library's messages carry the whole token or its claims ("Invalid token signature:
 * eyJ…"), so they are never passed on: each becomes a short reason and the original is dropped.
 */
const LIBRARY_REASONS: [RegExp, string][] = [
  [/^Wrong number of segments|^Can't parse token/, 'the ID token is malformed'],
  [/^No pem found/, 'the ID token was signed by a key Google does not publish'],
  [/^Invalid token signature/, 'the ID token signature is not valid'],
  [/^No issue time|^No expiration time|field using invalid format/, 'the ID token has no valid times'],
  [/^Expiration time too far in future/, 'the ID token lives too long'],
  [/^Token used too early/, 'the ID token is not valid yet'],
  [/^Token used too late/, 'the ID token has expired'],
  [/^Invalid issuer/, 'the ID token was not issued by Google'],
  [/^Wrong recipient/, 'the ID token was issued to another application'],
];

function credentialReason(error: unknown): string {
  const message = error instanceof Error ? error.message : '';
  return LIBRARY_REASONS.find(([pattern]) => pattern.test(message))?.[1] ?? 'the ID token is not valid';
}

/** Fetching Google's certificates failed (network, timeout, HTTP error): Google, not the user, is at fault. */
const isCertificateFetchFailure = (error: unknown, GaxiosError: abstract new (...args: never[]) => unknown) =>
  error instanceof GaxiosError ||
  (error instanceof Error && error.message.startsWith('Failed to retrieve verification certificates'));

function identityFromIdToken(payload: TokenPayload | undefined, nonce: string | undefined): GoogleIdentity {
  if (!payload?.sub) throw new GoogleCredentialError('the ID token has no subject');
  // Replay protection: the token must answer this browser's sign-in (the nonce our server made
  // and bound to its cookie). A token without one answers no sign-in of ours, so it is refused.
  if (!nonce || payload.nonce === undefined) throw new GoogleCredentialError('the nonce is missing');
  if (payload.nonce !== nonce) throw new GoogleCredentialError('the nonce does not match');
  // The library has checked iss, aud and iat; these name this issuance whatever the token's spelling.
  const { iss, aud, sub, iat } = payload;
  if (typeof aud !== 'string' || typeof iat !== 'number') throw new GoogleCredentialError('the ID token is malformed');
  return { ...identityOf(payload, 'the ID token has no e-mail address'), issuance: { iss, aud, sub, iat, nonce } };
}

export function createGoogleVerifier(config: GoogleConfig, options: { timeoutMs?: number } = {}): GoogleVerifier {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  // google-auth-library (about 0.5 MB of code with what it brings) is loaded with the first
  // Google sign-in, not at start.
  let library: Promise<{ client: OAuth2Client; GaxiosError: typeof gaxios.GaxiosError }> | null = null;
  const open = async () => {
    const { OAuth2Client, gaxios } = commonJsExports(await import('google-auth-library'));
    const client = new OAuth2Client({
      clientId: config.clientId,
      endpoints: {
        // In Node the library always fetches the PEM certificates; the JWKS is for browser crypto.
        oauth2FederatedSignonPemCertsUrl: config.pemCertsUrl,
        oauth2FederatedSignonJwkCertsUrl: config.jwkCertsUrl,
        tokenInfoUrl: config.tokenInfoUrl,
      },
      issuers: config.issuers,
      // One retry, not the library's three with back-off: a sign-in should fail fast when Google is down.
      transporterOptions: { timeout: timeoutMs, retryConfig: { retry: 1, noResponseRetries: 1 } },
    });
    return { client, GaxiosError: gaxios.GaxiosError };
  };

  async function verifyIdToken(
    idToken: string,
    nonce: string | undefined,
  ): Promise<{ identity: GoogleIdentity; atHash: string | undefined }> {
    // Refused before the lenient decoder sees it: one signature, one spelling (issue #35 finding 2).
    if (!isCanonicalCompactJwt(idToken)) throw new GoogleCredentialError('the ID token is malformed');
    library ??= open();
    const { client, GaxiosError } = await library;
    let payload: TokenPayload | undefined;
    try {
      // Always with the audience: without it the library skips the check that the token is ours.
      const ticket = await client.verifyIdToken({ idToken, audience: config.clientId });
      payload = ticket.getPayload();
    } catch (error) {
      if (isCertificateFetchFailure(error, GaxiosError)) {
        throw new ProviderError(GOOGLE_PROVIDER, 'Google’s signing certificates could not be fetched', {
          cause: error,
        });
      }
      throw new GoogleCredentialError(credentialReason(error));
    }
    return { identity: identityFromIdToken(payload, nonce), atHash: payload?.at_hash };
  }

  /*
   * An access token carries no nonce, so alone it could be replayed from any other sign-in. It is
   * bound to ours through the ID token Google sends with it (response_type "id_token token"):
   * that token's at_hash names it, and its nonce is ours. userinfo must then name the same person.
   */
  async function checkAccessToken(accessToken: string, identity: GoogleIdentity, atHash: string | undefined) {
    if (atHash !== accessTokenHash(accessToken)) {
      throw new GoogleCredentialError('the access token was not issued with the ID token');
    }
    const profile = await readGoogleAccessToken(config, accessToken, timeoutMs);
    if (profile.sub !== identity.sub) throw new GoogleCredentialError('the access token names another user');
  }

  return {
    async verify({ credential, accessToken, nonce }) {
      if (!credential) {
        throw new GoogleCredentialError(
          accessToken ? 'an access token is accepted only with its ID token' : 'no Google credential was given',
        );
      }
      const { identity, atHash } = await verifyIdToken(credential, nonce);
      if (accessToken) await checkAccessToken(accessToken, identity, atHash);
      return identity;
    },
  };
}
