import { createHash } from 'node:crypto';

/*
 * A JWT's compact form is three base64url segments. Node's decoder (and so google-auth-library's)
 * is lenient: it skips characters outside the alphabet, accepts padding and the other alphabet,
 * and ignores the unused low bits of the last character. One signature thus has many spellings,
 * and each used to sign in once (docs/security.md, issue #35 finding 2). Only the one spelling
 * that re-encodes to itself is accepted.
 */

const BASE64URL = /^[A-Za-z0-9_-]+$/;

/** True when the segment is the canonical, unpadded base64url spelling of the bytes it decodes to. */
export function isCanonicalBase64Url(segment: string): boolean {
  return BASE64URL.test(segment) && Buffer.from(segment, 'base64url').toString('base64url') === segment;
}

/** True for `header.payload.signature`, each segment non-empty and canonical base64url. */
export function isCanonicalCompactJwt(token: string): boolean {
  const segments = token.split('.');
  return segments.length === 3 && segments.every(isCanonicalBase64Url);
}

/** OIDC `at_hash` for an RS256 ID token: the left half of the access token's SHA-256, base64url. */
export function accessTokenHash(accessToken: string): string {
  return createHash('sha256').update(accessToken, 'ascii').digest().subarray(0, 16).toString('base64url');
}
