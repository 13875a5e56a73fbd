import { X509Certificate, createPublicKey, generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { googleDemoIdentities, subForEmail, accountForEmail } from './identities';
import { createSigningKey, lazySigningKey, readSignedJwt, signJwt } from './signing-key';

const key = createSigningKey(new Date('2026-11-22T10:00:00Z'));

describe('the emulated Google signing key', () => {
  it('has a 40-hex key id and a JWK for the same public key', () => {
    expect(key.kid).toMatch(/^[0-9a-f]{40}$/);
    expect(key.jwk).toMatchObject({ kid: key.kid, kty: 'RSA', alg: 'RS256', use: 'sig', e: 'AQAB' });
    const fromJwk = createPublicKey({ key: { kty: 'RSA', n: key.jwk.n, e: key.jwk.e }, format: 'jwk' });
    expect(fromJwk.equals(key.publicKey)).toBe(true);
  });

  it('is published as a real self-signed X.509 certificate, as /oauth2/v1/certs serves', () => {
    const certificate = new X509Certificate(key.certificate);
    expect(certificate.subject).toBe('CN=federated-signon.system.gserviceaccount.com');
    expect(certificate.issuer).toBe(certificate.subject);
    expect(certificate.verify(key.publicKey)).toBe(true);
    expect(certificate.publicKey.equals(key.publicKey)).toBe(true);
    expect(certificate.ca).toBe(false);
    expect(new Date(certificate.validFrom).getTime()).toBeLessThan(Date.parse('2026-11-22T10:00:00Z'));
    expect(new Date(certificate.validTo).getTime()).toBeGreaterThan(Date.parse('2026-12-01T00:00:00Z'));
  });

  it('signs JWTs it can read back, and refuses a tampered or foreign one', () => {
    const token = signJwt(key, { sub: '1', exp: 1 });
    expect(readSignedJwt(key, token)).toEqual({
      header: { alg: 'RS256', kid: key.kid, typ: 'JWT' },
      payload: { sub: '1', exp: 1 },
    });
    const [header, , signature] = token.split('.');
    const tampered = `${header}.${Buffer.from('{"sub":"2","exp":1}').toString('base64url')}.${signature}`;
    expect(readSignedJwt(key, tampered)).toBeNull();
    expect(readSignedJwt(key, 'not-a-jwt')).toBeNull();
    // Another key under the same kid: refused.
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    expect(readSignedJwt(key, signJwt({ ...key, privateKey }, { sub: '1' }))).toBeNull();
  });
});

describe('the demo Google identities', () => {
  it('are three accounts with fixed 21-digit ids on example.com', () => {
    expect(googleDemoIdentities).toHaveLength(3);
    for (const identity of googleDemoIdentities) {
      expect(identity.sub).toMatch(/^\d{21}$/);
      expect(identity.email).toMatch(/^[a-z.]+@example\.com$/);
      expect(identity.givenName).not.toBe('');
      expect(identity.familyName).not.toBe('');
    }
    expect(new Set(googleDemoIdentities.map((i) => i.sub)).size).toBe(3);
  });

  it('derive the same 21-digit id from the same e-mail, whatever its case', () => {
    expect(subForEmail('Jo.Bloggs@Example.com')).toBe(subForEmail(' jo.bloggs@example.com'));
    expect(subForEmail('jo.bloggs@example.com')).toMatch(/^1\d{20}$/);
    expect(subForEmail('jo.bloggs@example.com')).not.toBe(subForEmail('jo.bloggs@example.org'));
  });

  it('keep a demo identity for its own e-mail, and name any other from the address', () => {
    const first = googleDemoIdentities[0]!;
    expect(accountForEmail(first.email.toUpperCase(), { givenName: 'Someone' })).toEqual(first);
    expect(accountForEmail('jo.bloggs@example.com')).toEqual({
      sub: subForEmail('jo.bloggs@example.com'),
      email: 'jo.bloggs@example.com',
      givenName: 'Jo',
      familyName: 'Bloggs',
    });
    expect(accountForEmail('sam@example.com', { givenName: 'Sam', familyName: '' }).familyName).toBe('');
  });
});

describe('lazySigningKey', () => {
  it('is one key from its first use, whether made then or in the background', () => {
    const key = lazySigningKey();
    const kid = key.kid;
    key.prepare();
    const token = signJwt(key, { sub: '1' });
    expect(key.kid).toBe(kid);
    expect(readSignedJwt(key, token)?.payload).toEqual({ sub: '1' });
  });
});
