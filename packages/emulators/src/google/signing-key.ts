import { createHash, generateKeyPair, generateKeyPairSync, sign, verify, type KeyObject } from 'node:crypto';
import { selfSignedCertificate } from './certificate';

/** One entry of Google's JWKS (/oauth2/v3/certs). */
export interface RsaJwk {
  kid: string;
  kty: 'RSA';
  alg: 'RS256';
  use: 'sig';
  n: string;
  e: string;
}

export interface SigningKey {
  /** 40 hex characters, the shape of Google's key ids. */
  kid: string;
  privateKey: KeyObject;
  publicKey: KeyObject;
  jwk: RsaJwk;
  /** The same public key as a self-signed X.509 certificate in PEM (/oauth2/v1/certs). */
  certificate: string;
}

const DAY_MS = 86_400_000;

/**
 * A fresh RS256 key, made when the emulator starts. It is never persisted: tokens from an earlier
 * run stop verifying, as they would once Google rotates its keys.
 */
export function createSigningKey(now = new Date()): SigningKey {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return signingKeyFrom(privateKey, publicKey, now);
}

function signingKeyFrom(privateKey: KeyObject, publicKey: KeyObject, now: Date): SigningKey {
  const spki = publicKey.export({ type: 'spki', format: 'der' });
  const kid = createHash('sha256').update(spki).digest('hex').slice(0, 40);
  const { n, e } = publicKey.export({ format: 'jwk' });
  if (!n || !e) throw new Error('The RSA public key has no modulus or exponent');
  const certificate = selfSignedCertificate(privateKey, publicKey, {
    // The subject and issuer of Google's own federated sign-on certificates.
    commonName: 'federated-signon.system.gserviceaccount.com',
    notBefore: new Date(now.getTime() - DAY_MS),
    notAfter: new Date(now.getTime() + 14 * DAY_MS),
  });
  return { kid, privateKey, publicKey, jwk: { kid, kty: 'RSA', alg: 'RS256', use: 'sig', n, e }, certificate };
}

/**
 * A signing key made when first needed rather than at start: an RSA key pair took over a second
 * of a busy machine's cold start (docs/quality.md). `prepare()` makes it in the background (on
 * libuv's thread pool, not the event loop) so the first sign-in rarely waits for it.
 */
export function lazySigningKey(): SigningKey & { prepare(): void } {
  let made: SigningKey | undefined;
  const key = () => (made ??= createSigningKey());
  return {
    get kid() {
      return key().kid;
    },
    get privateKey() {
      return key().privateKey;
    },
    get publicKey() {
      return key().publicKey;
    },
    get jwk() {
      return key().jwk;
    },
    get certificate() {
      return key().certificate;
    },
    prepare() {
      if (made) return;
      const now = new Date();
      generateKeyPair('rsa', { modulusLength: 2048 }, (error, publicKey, privateKey) => {
        if (!error && !made) made = signingKeyFrom(privateKey, publicKey, now);
      });
    },
  };
}

const encodeSegment = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** A compact JWS: header `{alg:'RS256', kid, typ:'JWT'}`, as Google's ID tokens have. */
export function signJwt(key: SigningKey, payload: object): string {
  const signingInput = `${encodeSegment({ alg: 'RS256', kid: key.kid, typ: 'JWT' })}.${encodeSegment(payload)}`;
  const signature = sign('sha256', Buffer.from(signingInput), key.privateKey);
  return `${signingInput}.${signature.toString('base64url')}`;
}

export interface DecodedJwt {
  header: Record<string, unknown>;
  payload: Record<string, unknown>;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The header and claims of a JWT this key signed, or null for anything else. Expiry is not checked here. */
export function readSignedJwt(key: SigningKey, token: string): DecodedJwt | null {
  const segments = token.split('.');
  if (segments.length !== 3) return null;
  const [headerPart = '', payloadPart = '', signaturePart = ''] = segments;
  try {
    const header: unknown = JSON.parse(Buffer.from(headerPart, 'base64url').toString('utf8'));
    const payload: unknown = JSON.parse(Buffer.from(payloadPart, 'base64url').toString('utf8'));
    if (!isRecord(header) || !isRecord(payload) || header.alg !== 'RS256' || header.kid !== key.kid) return null;
    const signature = Buffer.from(signaturePart, 'base64url');
    const valid = verify('sha256', Buffer.from(`${headerPart}.${payloadPart}`), key.publicKey, signature);
    return valid ? { header, payload } : null;
  } catch {
    return null;
  }
}
