import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hatchback } from './reference-hatchback.fixture';
import { coverLevels, planDurations, type LevelId } from '../catalogue/levels';
import { driveTypes, fuelTypes, vehicleTypes } from '../schemas/vehicle';
import { priceWarranty, type PricedVehicle } from './price';
import { defaultRates } from './rates';

const asOf = '2026-11-22';
const pounds = (n: number) => n * 100;

describe('priceWarranty (DESIGN §6)', () => {
  it.each([
    ['secure', 1000],
    ['secure', 2000],
    ['supreme', 2000],
    ['safe', 1500],
  ] as const)(
    'a 12-month %s plan (£%i) for a 5-year-old 2.0-litre 60,000-mile hatchback costs £250–£600',
    (level, limit) => {
      const price = priceWarranty({ level, claimLimit: pounds(limit), months: 12 }, hatchback, defaultRates, asOf);
      expect(price).toBeGreaterThanOrEqual(pounds(250));
      expect(price).toBeLessThanOrEqual(pounds(600));
    },
  );

  it.each([
    ['a 4x4', { driveType: '4x4' as const }],
    ['a van', { vehicleType: 'van' as const }],
    ['a 3.0-litre engine', { engineSize: 2993 }],
    ['300 bhp', { bhp: 300 }],
    ['a hybrid', { fuelType: 'hybrid' as const }],
    ['120,000 miles', { mileage: 120_000 }],
    ['a 12-year-old vehicle', { registeredDate: '2014-05-01' }],
  ])('%s costs more than the reference vehicle', (_label, change) => {
    const plan = { level: 'safe' as const, claimLimit: pounds(1000), months: 12 as const };
    expect(priceWarranty(plan, { ...hatchback, ...change }, defaultRates, asOf)).toBeGreaterThan(
      priceWarranty(plan, hatchback, defaultRates, asOf),
    );
  });

  it('refuses a claim limit the level does not offer', () => {
    expect(() =>
      priceWarranty({ level: 'safe', claimLimit: pounds(5000), months: 12 }, hatchback, defaultRates, asOf),
    ).toThrow(/No base price/);
  });
});

const vehicleArb: fc.Arbitrary<PricedVehicle> = fc.record({
  engineSize: fc.oneof(fc.constant(0), fc.integer({ min: 600, max: 6500 })),
  bhp: fc.integer({ min: 40, max: 700 }),
  driveType: fc.constantFrom(...driveTypes),
  fuelType: fc.constantFrom(...fuelTypes),
  vehicleType: fc.constantFrom(...vehicleTypes),
  registeredDate: fc
    .integer({ min: 0, max: 25 * 365 })
    .map((days) => new Date(Date.UTC(2026, 10, 22) - days * 86_400_000).toISOString().slice(0, 10)),
  mileage: fc.integer({ min: 0, max: 400_000 }),
});

const limitsOf = (level: LevelId) => coverLevels.find((l) => l.id === level)?.claimLimits ?? [];

describe('price invariants', () => {
  it('every price is positive and in whole pounds', () => {
    fc.assert(
      fc.property(
        vehicleArb,
        fc.constantFrom(...coverLevels),
        fc.constantFrom(...planDurations),
        (vehicle, level, months) => {
          for (const claimLimit of level.claimLimits) {
            const price = priceWarranty({ level: level.id, claimLimit, months }, vehicle, defaultRates, asOf);
            expect(price).toBeGreaterThan(0);
            expect(price % 100).toBe(0);
          }
        },
      ),
    );
  });

  it('more months never cost less in total, and a higher claim limit never costs less', () => {
    fc.assert(
      fc.property(vehicleArb, fc.constantFrom(...coverLevels), (vehicle, level) => {
        for (const claimLimit of level.claimLimits) {
          const prices = planDurations.map((months) =>
            priceWarranty({ level: level.id, claimLimit, months }, vehicle, defaultRates, asOf),
          );
          for (let i = 1; i < prices.length; i += 1) expect(prices[i]).toBeGreaterThanOrEqual(prices[i - 1] ?? 0);
        }
        for (const months of planDurations) {
          const prices = level.claimLimits.map((claimLimit) =>
            priceWarranty({ level: level.id, claimLimit, months }, vehicle, defaultRates, asOf),
          );
          for (let i = 1; i < prices.length; i += 1) expect(prices[i]).toBeGreaterThanOrEqual(prices[i - 1] ?? 0);
        }
      }),
    );
  });

  it('Supreme ≥ Secure ≥ Safe at equal claim limit and months', () => {
    fc.assert(
      fc.property(vehicleArb, fc.constantFrom(...planDurations), (vehicle, months) => {
        const order: LevelId[] = ['safe', 'secure', 'supreme'];
        for (let i = 1; i < order.length; i += 1) {
          const lower = order[i - 1] as LevelId;
          const higher = order[i] as LevelId;
          for (const claimLimit of limitsOf(lower).filter((limit) => limitsOf(higher).includes(limit))) {
            expect(
              priceWarranty({ level: higher, claimLimit, months }, vehicle, defaultRates, asOf),
            ).toBeGreaterThanOrEqual(priceWarranty({ level: lower, claimLimit, months }, vehicle, defaultRates, asOf));
          }
        }
      }),
    );
  });
});
