import { describe, expect, it } from 'vitest';
import { periodName } from './claims-record-text';

describe('the claims record in words', () => {
  it.each([
    [{ from: '2026-11-23', to: '2026-11-29' }, 'week', 'Week of 23 November 2026'],
    [{ from: '2026-11-01', to: '2026-11-30' }, 'month', 'November 2026'],
    [{ from: '2025-12-01', to: '2026-11-30' }, 'month', 'December 2025 to November 2026'],
  ] as const)('%o as a %s is "%s"', (figures, kind, words) => {
    expect(periodName(figures, kind)).toBe(words);
  });
});
