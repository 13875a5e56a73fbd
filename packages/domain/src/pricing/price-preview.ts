import { isEligible } from '../catalogue/eligibility';
import { coverLevels, type CoverLevel } from '../catalogue/levels';
import { planId, planName } from '../catalogue/plans';
import { priceWarranty, type PricedVehicle } from './price';
import { isPlanOffered, type RateTables } from './rates';

export interface ReferenceVehicle {
  label: string;
  vehicle: PricedVehicle;
}

/**
 * The first of the month `years` and `months` before `asOf`: old enough for a whole number of
 * years, and never a day that does not exist (29 February in a common year).
 */
function registeredBefore(asOf: string, years: number, months: number): string {
  const [year, month] = asOf.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year - years, month - 1 - months, 1)).toISOString().slice(0, 10);
}

/**
 * A few vehicles staff know the price of by heart, so a change to the rates reads as "what does
 * this do to a typical car". They span the factors (engine, power, 4x4, fuel, van, age, mileage)
 * and the van is too old for Secure and Supreme, so the preview shows eligibility too. Dated
 * relative to `asOf` so they keep their ages as the years pass.
 */
export function referenceVehicles(asOf: string): ReferenceVehicle[] {
  const car = { driveType: '2WD', vehicleType: 'car' } as const;
  return [
    {
      label: '3-year-old petrol hatchback, 1.4 litre, 20,000 miles',
      vehicle: {
        ...car,
        engineSize: 1395,
        bhp: 123,
        fuelType: 'petrol',
        registeredDate: registeredBefore(asOf, 3, 4),
        mileage: 20_000,
      },
    },
    {
      label: '6-year-old diesel 4x4, 2.0 litre, 60,000 miles',
      vehicle: {
        ...car,
        driveType: '4x4',
        engineSize: 1995,
        bhp: 187,
        fuelType: 'diesel',
        registeredDate: registeredBefore(asOf, 6, 2),
        mileage: 60_000,
      },
    },
    {
      label: '2-year-old electric hatchback, 15,000 miles',
      vehicle: {
        ...car,
        engineSize: 0,
        bhp: 201,
        fuelType: 'electric',
        registeredDate: registeredBefore(asOf, 2, 6),
        mileage: 15_000,
      },
    },
    {
      label: '11-year-old diesel van, 2.2 litre, 140,000 miles',
      vehicle: {
        engineSize: 2198,
        bhp: 123,
        driveType: '2WD',
        fuelType: 'diesel',
        vehicleType: 'van',
        registeredDate: registeredBefore(asOf, 11, 3),
        mileage: 140_000,
      },
    },
  ];
}

export interface PricePreviewRow {
  vehicle: string;
  planId: string;
  plan: string;
  /** Pence; null when the vehicle may not buy the level or the rates do not sell the plan. */
  current: number | null;
  proposed: number | null;
}

/**
 * The level's 12-month plan at its middle claim limit, unless neither version sells that one:
 * then the first claim limit either version sells. Choosing by both versions keeps a plan being
 * withdrawn in the preview (its proposed price shows as null) instead of swapping it silently.
 */
function previewPlan(level: CoverLevel, current: RateTables, proposed: RateTables) {
  const middle = level.claimLimits[Math.floor(level.claimLimits.length / 2)] ?? 0;
  const candidates = [middle, ...level.claimLimits.filter((limit) => limit !== middle)];
  const sold = (claimLimit: number) =>
    isPlanOffered(current, { level: level.id, claimLimit, months: 12 }) ||
    isPlanOffered(proposed, { level: level.id, claimLimit, months: 12 });
  const claimLimit = candidates.find(sold) ?? middle;
  return { level: level.id, claimLimit, months: 12 as const };
}

function priceOrNull(
  plan: ReturnType<typeof previewPlan>,
  reference: ReferenceVehicle,
  rates: RateTables,
  asOf: string,
): number | null {
  return isPlanOffered(rates, plan) ? priceWarranty(plan, reference.vehicle, rates, asOf) : null;
}

/**
 * What a change to the rates does to the reference vehicles: for each vehicle and cover level,
 * the price of one plan under the current and the proposed rates. Pure, for the back office's
 * preview before staff publish.
 */
export function pricePreview(current: RateTables, proposed: RateTables, asOf: string): PricePreviewRow[] {
  return referenceVehicles(asOf).flatMap((reference) =>
    coverLevels.map((level) => {
      const plan = previewPlan(level, current, proposed);
      const eligible = isEligible(level, reference.vehicle, asOf);
      return {
        vehicle: reference.label,
        planId: planId(plan.level, plan.claimLimit, plan.months),
        plan: planName(plan),
        current: eligible ? priceOrNull(plan, reference, current, asOf) : null,
        proposed: eligible ? priceOrNull(plan, reference, proposed, asOf) : null,
      };
    }),
  );
}
