import { describe, expect, it } from 'vitest';
import { londonToday } from './london-date';

describe('londonToday', () => {
  it.each([
    ['2026-11-22T23:59:59Z', '2026-11-22'],
    ['2026-06-30T23:30:00Z', '2026-07-01'],
    ['2026-03-29T00:30:00Z', '2026-03-29'],
    ['2026-10-24T23:00:00Z', '2026-10-25'],
  ])('%s is %s in the UK', (instant, date) => {
    expect(londonToday(new Date(instant))).toBe(date);
  });
});
