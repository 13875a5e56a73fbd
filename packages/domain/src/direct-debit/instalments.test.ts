import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allPlans } from '../catalogue/plans';
import { instalmentAmounts, monthlyAllowed, monthlyFigure, monthlyOffer } from './instalments';

describe('monthlyAllowed', () => {
  it.each([
    [3, false],
    [6, false],
    [12, true],
    [24, true],
    [36, true],
    [18, false],
  ])('%i months → %s', (months, expected) => expect(monthlyAllowed(months)).toBe(expected));
});

describe('instalmentAmounts', () => {
  it.each([
    [71995, 12, 6006, 5999],
    [36000, 12, 3000, 3000],
    [34900, 24, 1458, 1454],
    [100001, 36, 2806, 2777],
  ])('%i over %i months: first %i, then %i', (price, months, first, rest) => {
    const amounts = instalmentAmounts(price, months);
    expect(amounts).toHaveLength(months);
    expect(amounts[0]).toBe(first);
    expect(new Set(amounts.slice(1))).toEqual(new Set([rest]));
  });

  it('refuses a plan paid in full only, and a price that is not whole pence', () => {
    expect(() => instalmentAmounts(34900, 6)).toThrow(RangeError);
    expect(() => instalmentAmounts(349.5, 12)).toThrow(RangeError);
  });

  it('adds up to the price exactly for every monthly plan and any price (property)', () => {
    const monthlyPlans = allPlans.filter((plan) => monthlyAllowed(plan.months));
    expect(monthlyPlans.length).toBeGreaterThan(0);
    fc.assert(
      fc.property(fc.constantFrom(...monthlyPlans), fc.integer({ min: 3_600, max: 1_000_000 }), (plan, price) => {
        const amounts = instalmentAmounts(price, plan.months);
        expect(amounts).toHaveLength(plan.months);
        expect(amounts.reduce((a, b) => a + b, 0)).toBe(price);
        expect(amounts.every((a) => Number.isInteger(a) && a > 0)).toBe(true);
        const rest = amounts.slice(1);
        expect(Math.max(...rest) - Math.min(...rest)).toBe(0);
        expect(amounts[0]! - rest[0]!).toBeGreaterThanOrEqual(0);
        expect(amounts[0]! - rest[0]!).toBeLessThan(plan.months);
        expect(monthlyFigure(price, plan.months)).toBe(amounts[0]);
      }),
    );
  });
});

describe('monthlyOffer', () => {
  it('shows the larger instalment for a monthly plan', () => {
    expect(monthlyOffer(71995, 12)).toBe('or £60.06 a month for 12 months');
  });
  it('is null for a plan paid in full', () => {
    expect(monthlyOffer(20000, 3)).toBeNull();
  });
});
