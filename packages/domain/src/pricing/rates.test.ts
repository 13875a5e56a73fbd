import { describe, expect, it } from 'vitest';
import { hatchback } from './reference-hatchback.fixture';
import { priceWarranty, UnknownPlanError } from './price';
import { basePriceOf, defaultRates, isPlanOffered, tablesOf, type RateTables } from './rates';

const withdrawn: RateTables = structuredClone({ ...defaultRates, version: 2 });
withdrawn.basePrices.secure[200_000]![12] = null;

describe('isPlanOffered and basePriceOf', () => {
  it.each([
    ['a plan of the default rates', defaultRates, 'secure', 200_000, 12, true, 33_900],
    ['a withdrawn plan', withdrawn, 'secure', 200_000, 12, false, null],
    ['its neighbour, still sold', withdrawn, 'secure', 200_000, 24, true, 61_000],
    ['a claim limit the level lacks', defaultRates, 'safe', 500_000, 12, false, null],
  ] as const)('%s', (_label, rates, level, claimLimit, months, offered, base) => {
    expect(isPlanOffered(rates, { level, claimLimit, months })).toBe(offered);
    expect(basePriceOf(rates, { level, claimLimit, months })).toBe(base);
  });
});

describe('priceWarranty and a withdrawn plan', () => {
  it('has no price for it, and still prices the rest', () => {
    const plan = { level: 'secure', claimLimit: 200_000, months: 12 } as const;
    expect(() => priceWarranty(plan, hatchback, withdrawn, '2026-11-22')).toThrow(UnknownPlanError);
    expect(priceWarranty({ ...plan, months: 24 }, hatchback, withdrawn, '2026-11-22')).toBeGreaterThan(0);
  });
});

describe('tablesOf', () => {
  it('is the rates without their version', () => {
    expect(tablesOf(defaultRates)).not.toHaveProperty('version');
    expect({ ...tablesOf(defaultRates), version: 1 }).toEqual(defaultRates);
  });
});
