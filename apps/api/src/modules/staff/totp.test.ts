import { describe, expect, it } from 'vitest';
import { newTotpSecret, otpauthUrl, totpCode, totpStep, verifyTotp } from './totp';

// RFC 4226 appendix D and RFC 6238 appendix B (SHA-1): the secret "12345678901234567890", in base32.
const rfcBase32 = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';

describe('TOTP (RFC 6238 appendix B, SHA-1)', () => {
  it.each([
    [59, '94287082'],
    [1_111_111_109, '07081804'],
    [1_111_111_111, '14050471'],
    [1_234_567_890, '89005924'],
    [2_000_000_000, '69279037'],
    [20_000_000_000, '65353130'],
  ])('at %i s → %s, and its last six digits in the 6-digit codes we use', (seconds, code) => {
    expect(totpCode(rfcBase32, new Date(seconds * 1000), 8)).toBe(code);
    expect(totpCode(rfcBase32, new Date(seconds * 1000))).toBe(code.slice(2));
  });
});

describe('HOTP underneath (RFC 4226 appendix D): the code of step n', () => {
  it.each([
    [0, '755224'],
    [1, '287082'],
    [2, '359152'],
    [3, '969429'],
    [9, '520489'],
  ])('counter %i → %s', (counter, code) => {
    expect(totpCode(rfcBase32, new Date(counter * 30_000))).toBe(code);
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
  it('makes 160-bit secrets in base32, a different one each time', () => {
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(newTotpSecret()).not.toBe(secret);
  });
  it('writes the otpauth link authenticator apps read', () => {
    expect(otpauthUrl('JBSWY3DPEHPK3PXP', 'sam@kestrel.test', 'Kestrel Warranties')).toBe(
      'otpauth://totp/Kestrel%20Warranties:sam%40kestrel.test?secret=JBSWY3DPEHPK3PXP&issuer=Kestrel%20Warranties',
    );
  });
});
