import { generateSecret, generateSync, generateURI, verifySync } from 'otplib';

/**
 * Time-based one-time passwords (RFC 6238 over RFC 4226's HOTP) through `otplib`: HMAC-SHA1,
 * 30-second steps, 6 digits — what Google Authenticator, Microsoft Authenticator, 1Password and
 * the like expect. Secrets are 160 random bits, shown to the user as base32 (RFC 4648, no
 * padding). The tests hold this configuration to RFC 6238's own SHA-1 test vectors.
 */
export const TOTP_STEP_SECONDS = 30;
export const TOTP_DIGITS = 6;
/** Codes from one step either side of now are accepted (a phone's clock a little out). */
export const TOTP_WINDOW = 1;

const settings = { algorithm: 'sha1', period: TOTP_STEP_SECONDS } as const;
const secondsOf = (at: Date) => Math.floor(at.getTime() / 1000);

export function newTotpSecret(): string {
  return generateSecret({ length: 20 });
}

export const totpStep = (at: Date) => Math.floor(secondsOf(at) / TOTP_STEP_SECONDS);

/** The code of a base32 secret at an instant (6 digits; the RFC's vectors are checked at 8). */
export function totpCode(secret: string, at: Date, digits: 6 | 8 = TOTP_DIGITS): string {
  return generateSync({ ...settings, secret, digits, epoch: secondsOf(at) });
}

/**
 * The step a code belongs to, if it is valid at `at` (within the window) and newer than
 * `lastUsedStep`, so a code cannot be replayed; null otherwise.
 */
export function verifyTotp(secret: string, code: string, at: Date, lastUsedStep: number | null): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const result = verifySync({
    ...settings,
    secret,
    token: code,
    digits: TOTP_DIGITS,
    epoch: secondsOf(at),
    epochTolerance: TOTP_WINDOW * TOTP_STEP_SECONDS,
    ...(lastUsedStep === null ? {} : { afterTimeStep: lastUsedStep }),
  });
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}

/** The otpauth:// link an authenticator app reads (usually from a QR code). */
export function otpauthUrl(secret: string, account: string, issuer: string): string {
  return generateURI({ ...settings, issuer, label: account, secret, digits: TOTP_DIGITS });
}
