import { describe, expect, it } from 'vitest';
import { workingDaysBetween } from './working-days';

describe('workingDaysBetween', () => {
  it.each([
    ['the same day', '2026-11-23', '2026-11-23', 0],
    ['Monday to Tuesday', '2026-11-23', '2026-11-24', 1],
    ['Monday to Friday', '2026-11-23', '2026-11-27', 4],
    ['Friday to Monday (the weekend is not counted)', '2026-11-27', '2026-11-30', 1],
    ['Saturday to Monday', '2026-11-28', '2026-11-30', 1],
    ['Friday to Saturday', '2026-11-27', '2026-11-28', 0],
    ['two whole weeks', '2026-11-23', '2026-12-07', 10],
    ['a date before the start', '2026-11-24', '2026-11-23', 0],
  ])('%s', (_case, from, to, expected) => {
    expect(workingDaysBetween(from, to)).toBe(expected);
  });
});
