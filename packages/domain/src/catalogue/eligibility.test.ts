import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { coverLevel } from './levels';
import { eligibleLevels, ineligibleReason, levelVerdict, vehicleAgeInYears } from './eligibility';

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

describe('ineligibleReason and levelVerdict', () => {
  const asOf = '2026-11-23';
  it.each([
    [
      'secure',
      '2012-03-15',
      120_000,
      'Secure is not available: it covers vehicles up to 10 years old and yours is 14, and it covers up to 100,000 miles and yours has 120,000.',
    ],
    ['secure', '2012-03-15', 40_000, 'Secure is not available: it covers vehicles up to 10 years old and yours is 14.'],
    ['supreme', '2022-01-01', 70_001, 'Supreme is not available: it covers up to 70,000 miles and yours has 70,001.'],
    ['supreme', '2018-11-22', 30_000, 'Supreme is not available: it covers vehicles up to 7 years old and yours is 8.'],
  ] as const)('%s, registered %s with %i miles: %s', (level, registeredDate, mileage, reason) => {
    const vehicle = { registeredDate, mileage };
    expect(ineligibleReason(coverLevel(level), vehicle, asOf)).toBe(reason);
    expect(levelVerdict(coverLevel(level), vehicle, asOf)).toEqual({ eligible: false, reason });
  });

  it('gives no reason for a level that takes the vehicle', () => {
    expect(levelVerdict(coverLevel('supreme'), { registeredDate: '2019-11-23', mileage: 70_000 }, asOf)).toEqual({
      eligible: true,
    });
    expect(levelVerdict(coverLevel('safe'), { registeredDate: '1990-01-01', mileage: 900_000 }, asOf)).toEqual({
      eligible: true,
    });
  });
});
