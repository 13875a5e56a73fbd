import { createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';
import type { GoogleIssuance } from '../../adapters/google/google-verifier';
import { accountErrors } from './errors';
import { googleTokensRepository } from './google-tokens-repository';
import { hashToken } from './tokens';
import type { Executor } from '../../db/tx';

/*
 * Google sign-in that cannot be replayed (SECURITY A4; docs/security.md, finding 6). The server makes the
 * `state` and the `nonce` (POST /api/user/google/start) and binds them to this browser in a signed,
 * short-lived HttpOnly cookie; the ID token must carry that nonce and the callback that `state`.
 * A token that has signed someone in is kept by the hash of its meaning (issuer, audience, subject,
 * issue time, nonce) until it expires, and refused again however it is re-spelt (issue #35 finding 2).
 */

export const GOOGLE_COOKIE = 'kw_google';
/** Long enough to choose an account at Google and fill in /auth/details-missing. */
export const GOOGLE_BINDING_LIFETIME_S = 15 * 60;
/** Google's ID tokens live an hour at most; the library accepts up to a day, plus skew. */
const USED_TOKEN_KEPT_MS = 24 * 3_600_000 + 5 * 60_000;

export interface GoogleBinding {
  state: string;
  nonce: string;
}

const bindingKey = (secretsKey: Buffer) =>
  Buffer.from(hkdfSync('sha256', secretsKey, '', 'kestrel google sign-in binding', 32));

const sign = (secretsKey: Buffer, body: string) =>
  createHmac('sha256', bindingKey(secretsKey)).update(body).digest('base64url');

const random = () => randomBytes(24).toString('base64url');

/** A fresh state and nonce, and the cookie value that binds them to the browser until `expires`. */
export function newGoogleBinding(secretsKey: Buffer, now = Date.now()) {
  const binding: GoogleBinding = { state: random(), nonce: random() };
  const expires = Math.floor(now / 1000) + GOOGLE_BINDING_LIFETIME_S;
  const body = `${binding.state}.${binding.nonce}.${expires}`;
  return { binding, cookie: `${body}.${sign(secretsKey, body)}` };
}

/** The binding a cookie holds, if we signed it and it has not expired. */
export function readGoogleBinding(secretsKey: Buffer, cookie: string | undefined, now = Date.now()) {
  const parts = (cookie ?? '').split('.');
  if (parts.length !== 4) return null;
  const [state, nonce, expires, given] = parts as [string, string, string, string];
  const expected = Buffer.from(sign(secretsKey, `${state}.${nonce}.${expires}`));
  const actual = Buffer.from(given);
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return null;
  if (!(Number(expires) * 1000 > now)) return null;
  return { state, nonce };
}

const sameText = (a: string, b: string) => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

/**
 * The nonce this browser's Google sign-in must carry: the cookie's, when the `state` that came
 * back is the one it holds. 400 otherwise (SECURITY A4: a bad state is refused).
 */
export function boundNonce(secretsKey: Buffer, cookie: string | undefined, state: string | undefined): string {
  const binding = readGoogleBinding(secretsKey, cookie);
  if (!binding || !state || !sameText(binding.state, state)) throw accountErrors.googleBindingMismatch();
  return binding.nonce;
}

/** The spent record's key: the same for every spelling of one token (the column holds a hash as before). */
export function issuanceKey({ iss, aud, sub, iat, nonce }: GoogleIssuance): string {
  return hashToken(`google-id-token:${JSON.stringify([iss, aud, sub, iat, nonce])}`);
}

/** Records that a Google credential has signed someone in; 401 when it already had. */
export async function spendGoogleCredential(db: Executor, issuance: GoogleIssuance, now = new Date()): Promise<void> {
  const usedTokens = googleTokensRepository(db);
  await usedTokens.forgetExpired(now);
  const expiresAt = new Date(now.getTime() + USED_TOKEN_KEPT_MS);
  if (!(await usedTokens.markUsed(issuanceKey(issuance), now, expiresAt))) throw accountErrors.googleCredentialSpent();
}
