import { describe, expect, it } from 'vitest';
import { accessTokenHash, isCanonicalBase64Url, isCanonicalCompactJwt } from './compact-jwt';

const segment = (bytes: number[]) => Buffer.from(bytes).toString('base64url');

describe('canonical compact JWTs (issue #35, finding 2)', () => {
  const signature = segment([0xfb, 0xff, 0x01, 0x80]); // "-_8BgA": needs both URL-safe characters
  const token = `${segment([1, 2, 3])}.${segment([4, 5, 6])}.${signature}`;

  it('accepts the one spelling of each segment', () => {
    expect(isCanonicalBase64Url(signature)).toBe(true);
    expect(isCanonicalCompactJwt(token)).toBe(true);
  });

  it.each([
    ['a sibling last character (unused bits set)', `${token.slice(0, -1)}B`],
    ['trailing padding', `${token}=`],
    ['two padding characters', `${token}==`],
    ['the standard alphabet', token.replace('-', '+').replace('_', '/')],
    ['a space inside', `${token.slice(0, -3)} ${token.slice(-3)}`],
    ['a newline inside', `${token.slice(0, -3)}\n${token.slice(-3)}`],
    ['a character outside the alphabet', `${token.slice(0, -3)}*${token.slice(-3)}`],
    ['an empty signature', `${token.split('.').slice(0, 2).join('.')}.`],
    ['two segments', token.split('.').slice(0, 2).join('.')],
    ['four segments', `${token}.${signature}`],
  ])('refuses %s', (_label, variant) => {
    expect(isCanonicalCompactJwt(variant)).toBe(false);
  });

  it('hashes an access token as OIDC at_hash does', () => {
    // The left 128 bits of SHA-256("ya29.example"), base64url.
    expect(accessTokenHash('ya29.example')).toBe('a-T30DE_WWrIMMw2QWLyXw');
    expect(accessTokenHash('ya29.example')).not.toBe(accessTokenHash('ya29.other'));
  });
});
