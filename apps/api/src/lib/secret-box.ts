import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Secrets at rest (staff TOTP secrets): AES-256-GCM with a key derived from SECRETS_KEY (config.secrets),
 * stored as `v1.<key id>.<iv>.<tag>.<ciphertext>` (base64url). The key id names which key
 * sealed it, so a rotation (docs/security.md) can open the old ones with SECRETS_KEY_PREVIOUS
 * and seal them again with the new key.
 */
export interface SecretKeys {
  key: Buffer;
  previousKey: Buffer | null;
}

const PURPOSE = 'kestrel secrets at rest';
const encryptionKey = (key: Buffer) => Buffer.from(hkdfSync('sha256', key, '', PURPOSE, 32));
const keyId = (key: Buffer) => Buffer.from(hkdfSync('sha256', key, '', `${PURPOSE} id`, 6)).toString('base64url');

export function sealSecret(keys: SecretKeys, plaintext: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', encryptionKey(keys.key), iv);
  const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  const parts = [iv, cipher.getAuthTag(), ciphertext].map((part) => part.toString('base64url'));
  return ['v1', keyId(keys.key), ...parts].join('.');
}

export const isSealed = (stored: string) => stored.startsWith('v1.');

/**
 * The plaintext, and whether it should be sealed again with the current key (it was sealed with
 * the previous key). Throws when neither key opens it or it was tampered with.
 */
export function openSecret(keys: SecretKeys, stored: string): { plaintext: string; stale: boolean } {
  const [version, id, iv, tag, ciphertext] = stored.split('.');
  if (version !== 'v1' || !id || !iv || !tag || ciphertext === undefined) throw new Error('Not a sealed secret');
  const key = [keys.key, keys.previousKey].find((candidate) => candidate && keyId(candidate) === id);
  if (!key) throw new Error('No key for this secret (was SECRETS_KEY changed without SECRETS_KEY_PREVIOUS?)');
  const decipher = createDecipheriv('aes-256-gcm', encryptionKey(key), Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  const plaintext = Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]);
  return { plaintext: plaintext.toString('utf8'), stale: key !== keys.key };
}
