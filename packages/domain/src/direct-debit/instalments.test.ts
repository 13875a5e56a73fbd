import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allPlans } from '../catalogue/plans';
import {
  instalmentAmounts,
  monthlyAllowed,
  monthlyAmountText,
  monthlyFigure,
  monthlyFrom,
  monthlyOffer,
} from './instalments';

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

describe('monthlyAmountText', () => {
  it("is the payment step and the tiles' one wording of the monthly figure", () => {
    expect(monthlyAmountText(71995, 12)).toBe('£60.06 a month for 12 months');
    expect(monthlyAmountText(71995, 6)).toBeNull();
  });
});

describe('monthlyFrom', () => {
  it("is a level's lowest monthly figure, with how long it runs", () => {
    const plans = [
      { price: 34900, month: 3 },
      { price: 71995, month: 12 },
      { price: 90000, month: 36 },
      { price: 99000, month: 36 },
    ];
    expect(monthlyFrom(plans)).toBe('or from £25.00 a month for 36 months');
  });

  it('prefers the shorter plan when two cost the same a month', () => {
    expect(
      monthlyFrom([
        { price: 72000, month: 24 },
        { price: 36000, month: 12 },
      ]),
    ).toBe('or from £30.00 a month for 12 months');
  });

  it('is null when no plan may be paid monthly', () => {
    expect(
      monthlyFrom([
        { price: 34900, month: 3 },
        { price: 50000, month: 6 },
      ]),
    ).toBeNull();
  });
});
