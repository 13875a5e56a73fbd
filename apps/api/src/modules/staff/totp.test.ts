import { describe, expect, it } from 'vitest';
import { base32Decode, base32Encode, hotp, newTotpSecret, otpauthUrl, totpCode, totpStep, verifyTotp } from './totp';

// RFC 4226 appendix D and RFC 6238 appendix B (SHA-1): the secret "12345678901234567890".
const rfcSecret = Buffer.from('12345678901234567890', 'ascii');
const rfcBase32 = base32Encode(rfcSecret);

describe('HOTP (RFC 4226 appendix D)', () => {
  it.each([
    [0, '755224'],
    [1, '287082'],
    [2, '359152'],
    [3, '969429'],
    [9, '520489'],
  ])('counter %i → %s', (counter, code) => {
    expect(hotp(rfcSecret, counter)).toBe(code);
  });
});

describe('TOTP (RFC 6238 appendix B, SHA-1, 8 digits → last 6)', () => {
  it.each([
    [59, '287082'],
    [1_111_111_109, '081804'],
    [1_234_567_890, '005924'],
    [2_000_000_000, '279037'],
  ])('at %i s → %s', (seconds, code) => {
    expect(totpCode(rfcBase32, new Date(seconds * 1000))).toBe(code);
  });
});

describe('verifyTotp', () => {
  const at = new Date(1_234_567_890_000);
  const step = totpStep(at);
  it('accepts the current code and one step either side, and says which step it was', () => {
    expect(verifyTotp(rfcBase32, totpCode(rfcBase32, at), at, null)).toBe(step);
    expect(verifyTotp(rfcBase32, totpCode(rfcBase32, new Date(at.getTime() - 30_000)), at, null)).toBe(step - 1);
    expect(verifyTotp(rfcBase32, totpCode(rfcBase32, new Date(at.getTime() + 30_000)), at, null)).toBe(step + 1);
  });
  it('refuses a code two steps away, a replayed step, and anything not six digits', () => {
    expect(verifyTotp(rfcBase32, totpCode(rfcBase32, new Date(at.getTime() - 60_000)), at, null)).toBeNull();
    expect(verifyTotp(rfcBase32, totpCode(rfcBase32, at), at, step)).toBeNull();
    for (const code of ['', '12345', '1234567', 'abcdef', '12 345'])
      expect(verifyTotp(rfcBase32, code, at, null)).toBeNull();
  });
});

describe('secrets', () => {
  it('round-trips base32 and makes 160-bit secrets', () => {
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(base32Encode(base32Decode(secret))).toBe(secret);
    expect(base32Encode(Buffer.from('foobar'))).toBe('MZXW6YTBOI'); // RFC 4648 §10
  });
  it('writes the otpauth link authenticator apps read', () => {
    expect(otpauthUrl('JBSWY3DPEHPK3PXP', 'sam@kestrel.test', 'Kestrel Warranties')).toBe(
      'otpauth://totp/Kestrel%20Warranties%3Asam%40kestrel.test?secret=JBSWY3DPEHPK3PXP&issuer=Kestrel+Warranties&algorithm=SHA1&digits=6&period=30',
    );
  });
});
