import type { LevelId, PlanDuration } from '../catalogue/levels';
import type { DriveType, FuelType, VehicleType } from '../schemas/vehicle';

/** A factor that applies up to and including `upTo` (null: everything above the last band). */
export interface Band {
  upTo: number | null;
  factor: number;
}

/**
 * The rate tables the price is computed from (DESIGN §6). Staff edit them in the back office;
 * each sale records the version it was priced with. Prices are integer pence.
 */
export interface RateTables {
  version: number;
  /**
   * Price of a plan for the reference vehicle (every factor 1): level → claim limit (pence) →
   * months → pence. Null withdraws the plan: no new quote offers it, while a warranty already sold
   * keeps the price it was sold at (each sale stores its own price and rates version).
   */
  basePrices: Record<LevelId, Record<number, Record<PlanDuration, number | null>>>;
  engineSizeCc: Band[];
  bhp: Band[];
  ageYears: Band[];
  mileage: Band[];
  drive: Record<DriveType, number>;
  fuel: Record<FuelType, number>;
  vehicleType: Record<VehicleType, number>;
}

/** The tables as staff edit them: the version is given by the database when they are published. */
export type RateTablesInput = Omit<RateTables, 'version'>;

/** The plan a base price belongs to (the same fields as the pricing's PlanTerms). */
interface PlanKey {
  level: LevelId;
  claimLimit: number;
  months: PlanDuration;
}

/** The plan's base price, or null when these rates do not sell it (withdrawn or never listed). */
export function basePriceOf(rates: RateTablesInput, plan: PlanKey): number | null {
  return rates.basePrices[plan.level][plan.claimLimit]?.[plan.months] ?? null;
}

/** Whether new quotes may offer the plan under these rates. */
export function isPlanOffered(rates: RateTablesInput, plan: PlanKey): boolean {
  return basePriceOf(rates, plan) !== null;
}

/** The editable part of a version: what the back office shows and sends back. */
export function tablesOf(rates: RateTables): RateTablesInput {
  const { version: _version, ...tables } = rates;
  return tables;
}

const pounds = (amount: number) => amount * 100;
const durationShare: Record<PlanDuration, number> = { 3: 0.35, 6: 0.6, 12: 1, 24: 1.8, 36: 2.5 };

function pricesFor(twelveMonthPounds: number): Record<PlanDuration, number> {
  const prices = {} as Record<PlanDuration, number>;
  for (const [months, share] of Object.entries(durationShare)) {
    prices[Number(months) as PlanDuration] = pounds(Math.round(twelveMonthPounds * share));
  }
  return prices;
}

/** The rates a new database is seeded with. */
export const defaultRates: RateTables = {
  version: 1,
  basePrices: {
    safe: { [pounds(500)]: pricesFor(199), [pounds(1000)]: pricesFor(239), [pounds(1500)]: pricesFor(279) },
    secure: { [pounds(1000)]: pricesFor(289), [pounds(2000)]: pricesFor(339), [pounds(3000)]: pricesFor(389) },
    supreme: { [pounds(2000)]: pricesFor(399), [pounds(3000)]: pricesFor(449), [pounds(5000)]: pricesFor(529) },
  },
  engineSizeCc: [
    { upTo: 1400, factor: 0.9 },
    { upTo: 2000, factor: 1 },
    { upTo: 2500, factor: 1.1 },
    { upTo: 3000, factor: 1.2 },
    { upTo: null, factor: 1.35 },
  ],
  bhp: [
    { upTo: 99, factor: 0.95 },
    { upTo: 199, factor: 1 },
    { upTo: 299, factor: 1.15 },
    { upTo: null, factor: 1.3 },
  ],
  ageYears: [
    { upTo: 3, factor: 0.9 },
    { upTo: 6, factor: 1 },
    { upTo: 10, factor: 1.15 },
    { upTo: 15, factor: 1.3 },
    { upTo: null, factor: 1.45 },
  ],
  mileage: [
    { upTo: 30_000, factor: 0.9 },
    { upTo: 60_000, factor: 1 },
    { upTo: 100_000, factor: 1.15 },
    { upTo: 150_000, factor: 1.3 },
    { upTo: null, factor: 1.45 },
  ],
  drive: { '2WD': 1, '4x4': 1.15 },
  fuel: { petrol: 1, diesel: 1.05, hybrid: 1.1, electric: 1.1, other: 1.1 },
  vehicleType: { car: 1, van: 1.2 },
};
