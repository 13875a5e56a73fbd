import { describe, expect, it } from 'vitest';
import { isSealed, openSecret, sealSecret } from './secret-box';

const oldKey = Buffer.alloc(32, 1);
const newKey = Buffer.alloc(32, 2);

describe('secrets sealed at rest (AES-256-GCM)', () => {
  it('seals with a fresh IV each time and opens with the same key', () => {
    const keys = { key: oldKey, previousKey: null };
    const a = sealSecret(keys, 'JBSWY3DPEHPK3PXP');
    const b = sealSecret(keys, 'JBSWY3DPEHPK3PXP');
    expect(a).not.toBe(b);
    expect(isSealed(a)).toBe(true);
    expect(a).not.toContain('JBSWY3DPEHPK3PXP');
    expect(openSecret(keys, a)).toEqual({ plaintext: 'JBSWY3DPEHPK3PXP', stale: false });
  });

  it('refuses a tampered secret and one no key opens', () => {
    const sealed = sealSecret({ key: oldKey, previousKey: null }, 'secret');
    const parts = sealed.split('.');
    const tampered = [...parts.slice(0, 4), Buffer.from('x').toString('base64url')].join('.');
    expect(() => openSecret({ key: oldKey, previousKey: null }, tampered)).toThrow();
    expect(() => openSecret({ key: newKey, previousKey: null }, sealed)).toThrow(/No key/);
  });

  it('during a rotation opens the old secrets with the previous key and marks them stale', () => {
    const sealed = sealSecret({ key: oldKey, previousKey: null }, 'secret');
    expect(openSecret({ key: newKey, previousKey: oldKey }, sealed)).toEqual({ plaintext: 'secret', stale: true });
  });
});
