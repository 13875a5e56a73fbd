import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { eligibleLevels, vehicleAgeInYears } from './eligibility';

describe('vehicleAgeInYears', () => {
  it.each([
    ['2019-05-10', '2026-11-22', 7],
    ['2019-11-22', '2026-11-22', 7],
    ['2019-11-23', '2026-11-22', 6],
    ['2026-01-01', '2026-11-22', 0],
    ['2006-12-01', '2026-11-22', 19],
  ])('%s on %s is %i years old', (registered, asOf, years) => {
    expect(vehicleAgeInYears(registered, asOf)).toBe(years);
  });
});

describe('eligibleLevels (DESIGN §2)', () => {
  const asOf = '2026-11-22';
  it.each([
    ['a 2-year-old car with 20,000 miles', '2024-06-01', 20_000, ['safe', 'secure', 'supreme']],
    ['exactly 7 years and 70,000 miles', '2019-11-22', 70_000, ['safe', 'secure', 'supreme']],
    ['7 years old with 70,001 miles', '2019-11-22', 70_001, ['safe', 'secure']],
    ['8 years old', '2018-06-01', 30_000, ['safe', 'secure']],
    ['exactly 10 years and 100,000 miles', '2016-11-22', 100_000, ['safe', 'secure']],
    ['10 years old with 100,001 miles', '2016-11-22', 100_001, ['safe']],
    ['11 years old', '2015-06-01', 50_000, ['safe']],
    ['a 12-year-old car with 120,000 miles', '2014-05-01', 120_000, ['safe']],
    ['20 years old with 250,000 miles', '2006-12-01', 250_000, ['safe']],
  ])('%s → %j', (_label, registeredDate, mileage, expected) => {
    expect(eligibleLevels({ registeredDate, mileage }, asOf)).toEqual(expected);
  });

  it('always offers Safe, and offers Supreme only where Secure is offered too', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 30 * 365 }), fc.integer({ min: 0, max: 400_000 }), (days, mileage) => {
        const registered = new Date(Date.UTC(2026, 10, 22) - days * 86_400_000).toISOString().slice(0, 10);
        const levels = eligibleLevels({ registeredDate: registered, mileage }, asOf);
        expect(levels).toContain('safe');
        if (levels.includes('supreme')) expect(levels).toContain('secure');
      }),
    );
  });
});
