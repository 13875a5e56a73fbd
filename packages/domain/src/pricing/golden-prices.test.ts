import { describe, expect, it } from 'vitest';
import { vehicleAgeInYears, isEligible } from '../catalogue/eligibility';
import { coverLevel, coverLevels, planDurations } from '../catalogue/levels';
import { driveTypes, vehicleTypes } from '../schemas/vehicle';
import tableFile from './golden-prices.json';
import { GOLDEN_TABLE_PATH, goldenPlan, goldenTableSchema, goldenVehicle, REPRICE_COMMAND } from './golden-table';
import { priceWarranty } from './price';
import { defaultRates, type Band } from './rates';

const table = goldenTableSchema.parse(tableFile);
const rows = table.prices.map((row) => ({
  ...row,
  vehicle: goldenVehicle(table, row),
  terms: goldenPlan(row),
  label: `${row.vehicle} on ${row.plan}`,
}));

const reviewedChange = (label: string, pence: number, actual: number) =>
  `The price of ${label} is now ${actual} pence; the golden table says ${pence}. ` +
  `A price change is a reviewed change of ${GOLDEN_TABLE_PATH}: if this change is meant, run ` +
  `\`${REPRICE_COMMAND}\` and have the table's diff reviewed with it; if not, the pricing has changed by mistake.`;

describe('the golden price table (a price change is a reviewed change of golden-prices.json)', () => {
  it('is priced with the seeded rates', () => {
    expect(table.ratesVersion, 'The seeded rates changed version: reprice the golden table and review it').toBe(
      defaultRates.version,
    );
  });

  it.each(rows)('$label costs $pence pence', ({ label, terms, vehicle, pence }) => {
    const actual = priceWarranty(terms, vehicle, defaultRates, table.asOf);
    expect(actual, reviewedChange(label, pence, actual)).toBe(pence);
  });
});

describe('the golden price table covers', () => {
  const vehicles = rows.map((row) => row.vehicle);
  const bandIndex = (bands: readonly Band[], value: number) =>
    bands.findIndex((band) => band.upTo === null || value <= band.upTo);
  const everyBand = (bands: readonly Band[]) => bands.map((_band, index) => index);

  it('at least 30 vehicles × plans, each sold to its vehicle', () => {
    expect(rows.length).toBeGreaterThanOrEqual(30);
    for (const row of rows)
      expect(isEligible(coverLevel(row.terms.level), row.vehicle, table.asOf), row.label).toBe(true);
  });

  it('every level, claim limit and duration', () => {
    const priced = new Set(rows.map((row) => `${row.terms.level}-${row.terms.claimLimit}`));
    for (const level of coverLevels)
      for (const limit of level.claimLimits) expect(priced).toContain(`${level.id}-${limit}`);
    expect(new Set(rows.map((row) => row.terms.months))).toEqual(new Set(planDurations));
  });

  it('cars and vans, 2WD and 4x4, petrol, diesel, hybrid and electric', () => {
    expect(new Set(vehicles.map((v) => v.vehicleType))).toEqual(new Set(vehicleTypes));
    expect(new Set(vehicles.map((v) => v.driveType))).toEqual(new Set(driveTypes));
    for (const fuel of ['petrol', 'diesel', 'hybrid', 'electric'] as const) {
      expect(vehicles.map((v) => v.fuelType)).toContain(fuel);
    }
  });

  it.each([
    ['engine size', defaultRates.engineSizeCc, (v: (typeof vehicles)[number]) => v.engineSize],
    ['power', defaultRates.bhp, (v: (typeof vehicles)[number]) => v.bhp],
    ['age', defaultRates.ageYears, (v: (typeof vehicles)[number]) => vehicleAgeInYears(v.registeredDate, table.asOf)],
    ['mileage', defaultRates.mileage, (v: (typeof vehicles)[number]) => v.mileage],
  ] as const)('every %s band of the seeded rates', (_name, bands, valueOf) => {
    expect(new Set(vehicles.map((v) => bandIndex(bands, valueOf(v))))).toEqual(new Set(everyBand(bands)));
  });
});
