import { describe, expect, it } from 'vitest';
import { periodName } from './claims-record-text';
import { durationWords } from '@kestrel/domain/claims/record-words';

describe('the claims record in words', () => {
  it.each([
    [{ from: '2026-11-23', to: '2026-11-29' }, 'week', 'Week of 23 November 2026'],
    [{ from: '2026-11-01', to: '2026-11-30' }, 'month', 'November 2026'],
    [{ from: '2025-12-01', to: '2026-11-30' }, 'month', 'December 2025 to November 2026'],
  ] as const)('%o as a %s is "%s"', (figures, kind, words) => {
    expect(periodName(figures, kind)).toBe(words);
  });

  it.each([
    [null, 'None yet'],
    [0, 'under a minute'],
    [1, '1 minute'],
    [59, '59 minutes'],
    [60, '1 hour'],
    [125, '2 hours 5 minutes'],
    [1440, '1 day'],
    [1500, '1 day 1 hour'],
    [4380, '3 days 1 hour'],
  ])('%s minutes is "%s"', (minutes, words) => {
    expect(durationWords(minutes)).toBe(words);
  });
});
