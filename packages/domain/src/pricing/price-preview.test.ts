import { describe, expect, it } from 'vitest';
import { vehicleAgeInYears } from '../catalogue/eligibility';
import { pricePreview, referenceVehicles } from './price-preview';
import { priceWarranty } from './price';
import { defaultRates, type RateTables } from './rates';

const asOf = '2026-11-22';

/** The default rates with one change, as a later version. */
function proposed(edit: (rates: RateTables) => void): RateTables {
  const rates = structuredClone({ ...defaultRates, version: 2 });
  edit(rates);
  return rates;
}

describe('referenceVehicles', () => {
  it.each([
    ['2026-11-22', [3, 6, 2, 11]],
    ['2028-02-29', [3, 6, 2, 11]],
    ['2027-01-01', [3, 6, 2, 11]],
  ])('keep their ages on %s', (date, ages) => {
    const vehicles = referenceVehicles(date);
    expect(vehicles.map((v) => vehicleAgeInYears(v.vehicle.registeredDate, date))).toEqual(ages);
    for (const { vehicle } of vehicles) expect(vehicle.registeredDate).toMatch(/^\d{4}-\d{2}-01$/);
  });

  it('cover a petrol car, a diesel 4x4, an electric car and a diesel van', () => {
    expect(referenceVehicles(asOf).map(({ vehicle: v }) => [v.fuelType, v.driveType, v.vehicleType])).toEqual([
      ['petrol', '2WD', 'car'],
      ['diesel', '4x4', 'car'],
      ['electric', '2WD', 'car'],
      ['diesel', '2WD', 'van'],
    ]);
  });
});

describe('pricePreview', () => {
  it('prices each vehicle at each level, the same twice when nothing changed', () => {
    const rows = pricePreview(defaultRates, defaultRates, asOf);
    expect(rows).toHaveLength(12);
    expect(rows.map((row) => row.planId).slice(0, 3)).toEqual(['safe-1000-12', 'secure-2000-12', 'supreme-3000-12']);
    expect(rows[1]).toMatchObject({ plan: 'Secure, £2,000 per claim, 12 months' });
    for (const row of rows) expect(row.proposed).toBe(row.current);
    const [petrol] = referenceVehicles(asOf);
    expect(rows[0]?.current).toBe(
      priceWarranty({ level: 'safe', claimLimit: 100_000, months: 12 }, petrol!.vehicle, defaultRates, asOf),
    );
  });

  it('shows null for the levels a vehicle may not buy (the 11-year-old van: Safe only)', () => {
    const van = pricePreview(defaultRates, defaultRates, asOf).filter((row) => row.vehicle.includes('van'));
    expect(van.map((row) => row.current !== null)).toEqual([true, false, false]);
    expect(van.map((row) => row.proposed !== null)).toEqual([true, false, false]);
  });

  it('shows the raised price of a changed base price, and only where it applies', () => {
    const raised = proposed((rates) => {
      rates.basePrices.secure[200_000]![12] = 50_000;
    });
    const rows = pricePreview(defaultRates, raised, asOf);
    const secure = rows.filter((row) => row.planId === 'secure-2000-12' && row.current !== null);
    expect(secure.length).toBeGreaterThan(0);
    for (const row of secure) expect(row.proposed).toBeGreaterThan(row.current ?? Infinity);
    for (const row of rows.filter((r) => r.planId !== 'secure-2000-12')) expect(row.proposed).toBe(row.current);
  });

  it('scales every price by a changed factor', () => {
    const dearerVans = proposed((rates) => {
      rates.vehicleType.van = 2.4;
    });
    const [van] = pricePreview(defaultRates, dearerVans, asOf).filter((row) => row.vehicle.includes('van'));
    // Each price is rounded to whole pounds, so doubling the factor doubles it to within £1.
    expect(Math.abs((van?.proposed ?? 0) - 2 * (van?.current ?? 0))).toBeLessThanOrEqual(100);
  });

  it('keeps a withdrawn plan in the preview with no proposed price', () => {
    const withdrawn = proposed((rates) => {
      rates.basePrices.supreme[300_000]![12] = null;
    });
    const supreme = pricePreview(defaultRates, withdrawn, asOf).filter((row) => row.planId.startsWith('supreme'));
    expect(new Set(supreme.map((row) => row.planId))).toEqual(new Set(['supreme-3000-12']));
    expect(supreme.map((row) => row.proposed)).toEqual([null, null, null, null]);
    expect(supreme.filter((row) => row.current !== null)).toHaveLength(3);
  });

  it('falls back to the first claim limit sold when the middle one is sold by neither version', () => {
    const rates = proposed((r) => {
      r.basePrices.secure[200_000]![12] = null;
    });
    const rows = pricePreview(rates, rates, asOf);
    expect(rows[1]).toMatchObject({ planId: 'secure-1000-12' });
    expect(rows[1]?.current).toBeGreaterThan(0);
  });
});
