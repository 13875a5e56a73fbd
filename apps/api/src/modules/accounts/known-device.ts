import { createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * A device that signed in to an account before (SECURITY A2): after a successful password
 * sign-in the browser keeps an HttpOnly cookie naming a random device id, signed for that account.
 * Failed passwords from a known device count against that device only, so a stranger's guesses
 * from anywhere else cannot lock the owner out of a device they have used (docs/security.md).
 */
export const DEVICE_COOKIE = 'kw_device';
export const DEVICE_COOKIE_MAX_AGE_S = 180 * 24 * 60 * 60;

const deviceKey = (secretsKey: Buffer) => Buffer.from(hkdfSync('sha256', secretsKey, '', 'kestrel device cookie', 32));

function signature(secretsKey: Buffer, userId: string, deviceId: string): string {
  return createHmac('sha256', deviceKey(secretsKey)).update(`${userId}.${deviceId}`).digest('base64url');
}

/** A new cookie value for this account: `deviceId.signature`. */
export function newDeviceCookie(secretsKey: Buffer, userId: string): string {
  const deviceId = randomBytes(16).toString('base64url');
  return `${deviceId}.${signature(secretsKey, userId, deviceId)}`;
}

/** The device id when the cookie was made for this account with this key; null otherwise. */
export function knownDeviceId(secretsKey: Buffer, userId: string, cookie: string | undefined): string | null {
  const [deviceId, given, extra] = (cookie ?? '').split('.');
  if (!deviceId || !given || extra !== undefined || !/^[A-Za-z0-9_-]{22}$/.test(deviceId)) return null;
  const expected = Buffer.from(signature(secretsKey, userId, deviceId));
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected) ? deviceId : null;
}
