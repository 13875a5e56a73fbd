import { describe, expect, it } from 'vitest';
import { settingsInForce } from './claim-decision-settings';

const v1 = { version: 1, automaticLimit: 100_000, effectiveFrom: '2026-01-01T00:00:00.000Z' };
const v2 = { version: 2, automaticLimit: 150_000, effectiveFrom: '2026-12-01T00:00:00.000Z' };

describe('settingsInForce', () => {
  it('is the highest version already in effect', () => {
    expect(settingsInForce([v1, v2], new Date('2026-11-30T23:59:59Z'))).toEqual(v1);
    expect(settingsInForce([v2, v1], new Date('2026-12-01T00:00:00Z'))).toEqual(v2);
  });

  it('is null before any version takes effect', () => {
    expect(settingsInForce([v1], new Date('2025-12-31T23:59:59Z'))).toBeNull();
    expect(settingsInForce([], new Date())).toBeNull();
  });
});
