import { z } from 'zod';
import { parsePlanId } from '../catalogue/plans';
import { driveTypes, fuelTypes, vehicleTypes } from '../schemas/vehicle';
import { planPricer, type PlanTerms, type PricedVehicle } from './price';
import type { RateTables } from './rates';

/**
 * The golden price table (`golden-prices.json`): named vehicles, and plans priced for them in
 * pence under the seeded rates on a fixed date. The test holds `priceWarranty` to every row, so a
 * change of price is a reviewed change of that file; `scripts/reprice-golden-table.ts` rewrites its
 * prices (and nothing else) when a change is meant.
 */
export const GOLDEN_TABLE_PATH = 'packages/domain/src/pricing/golden-prices.json';
export const REPRICE_COMMAND = 'npx tsx packages/domain/scripts/reprice-golden-table.ts';

const goldenVehicleSchema = z.strictObject({
  description: z.string().min(1),
  engineSize: z.number().int().nonnegative(),
  bhp: z.number().int().positive(),
  driveType: z.enum(driveTypes),
  fuelType: z.enum(fuelTypes),
  vehicleType: z.enum(vehicleTypes),
  registeredDate: z.iso.date(),
  mileage: z.number().int().nonnegative(),
});

const goldenRowSchema = z.strictObject({
  vehicle: z.string(),
  /** A plan id of the catalogue, e.g. `secure-2000-12`. */
  plan: z.string().refine((id) => parsePlanId(id) !== null, 'Not a plan of the catalogue'),
  /** The price in pence. */
  pence: z.number().int().positive(),
});

export const goldenTableSchema = z
  .strictObject({
    about: z.string(),
    asOf: z.iso.date(),
    ratesVersion: z.number().int().positive(),
    vehicles: z.record(z.string(), goldenVehicleSchema),
    prices: z.array(goldenRowSchema),
  })
  .refine((table) => table.prices.every((row) => row.vehicle in table.vehicles), 'A row names an unknown vehicle');

export type GoldenTable = z.infer<typeof goldenTableSchema>;
export type GoldenRow = GoldenTable['prices'][number];

export function goldenVehicle(table: GoldenTable, row: GoldenRow): PricedVehicle {
  const { description: _description, ...vehicle } = table.vehicles[row.vehicle]!;
  return vehicle;
}

export function goldenPlan(row: GoldenRow): PlanTerms {
  const plan = parsePlanId(row.plan)!;
  return { level: plan.level, claimLimit: plan.claimLimit, months: plan.months };
}

/** What the rates price each row at today: the table with its prices (and rates version) rewritten. */
export function repriced(table: GoldenTable, rates: RateTables): GoldenTable {
  return {
    ...table,
    ratesVersion: rates.version,
    prices: table.prices.map((row) => ({
      ...row,
      pence: planPricer(goldenVehicle(table, row), rates, table.asOf)(goldenPlan(row)),
    })),
  };
}

/** The table as the file holds it: Prettier's layout, one price row per line so a diff names each change. */
export function formatGoldenTable(table: GoldenTable): string {
  const vehicles = Object.entries(table.vehicles)
    .map(([name, vehicle]) => {
      const fields = Object.entries(vehicle).map(
        ([key, value]) => `      ${JSON.stringify(key)}: ${JSON.stringify(value)}`,
      );
      return `    ${JSON.stringify(name)}: {\n${fields.join(',\n')}\n    }`;
    })
    .join(',\n');
  const prices = table.prices.map(
    (row) =>
      `    { "vehicle": ${JSON.stringify(row.vehicle)}, "plan": ${JSON.stringify(row.plan)}, "pence": ${row.pence} }`,
  );
  return [
    '{',
    `  "about": ${JSON.stringify(table.about)},`,
    `  "asOf": ${JSON.stringify(table.asOf)},`,
    `  "ratesVersion": ${table.ratesVersion},`,
    `  "vehicles": {\n${vehicles}\n  },`,
    `  "prices": [\n${prices.join(',\n')}\n  ]`,
    '}',
    '',
  ].join('\n');
}
