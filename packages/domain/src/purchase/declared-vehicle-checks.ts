import type { FuelType } from '../schemas/vehicle';
import { plateAgeProblem } from '../uk/plate-age';
import { groupDigits } from '../uk/numbers';
import { daysBetween } from '../dates/calendar-date';

/**
 * Sanity checks on vehicle details a buyer typed by hand (the lookup found nothing). A plate newer
 * than the vehicle is impossible and refused; a mileage or an engine that is merely unlikely asks
 * the buyer to confirm, and the sale is flagged for the staff who inspect the vehicle.
 */

export interface DeclaredVehicle {
  registration: string;
  /** `yyyy-MM-dd`. */
  firstRegistered: string;
  mileage: number;
  /** Engine size in cc (0 for an electric vehicle). */
  engineSize: number;
  bhp: number;
  fuelType: FuelType;
}

/** The kinds of unlikely hand-typed detail a buyer confirms (and staff check at the inspection). */
export const unlikelyDetails = ['mileage-high', 'mileage-low', 'engine-power'] as const;
export type UnlikelyDetail = (typeof unlikelyDetails)[number];

export interface UnlikelyFinding {
  detail: UnlikelyDetail;
  /** Which request field the buyer should look at again. */
  field: 'mileage' | 'bhp';
  message: string;
}

/** Miles a year that only the hardest-worked vehicles reach (UK average: about 7,000). */
export const HIGHEST_LIKELY_MILES_A_YEAR = 35_000;
/** Below this many miles a year, a vehicle over three years old is unusual enough to confirm. */
export const LOWEST_LIKELY_MILES_A_YEAR = 500;
/** Power per litre of engine outside which a combustion engine's figures do not fit together. */
export const LIKELY_BHP_PER_LITRE = { lowest: 25, highest: 250 } as const;

/** Whole and part years between first registration and `today` (both `yyyy-MM-dd`). */
export function ageInYears(firstRegistered: string, today: string): number {
  const days = daysBetween(firstRegistered, today);
  return Math.max(0, days / 365.25);
}

/** The hand-typed details that cannot be right (refused with this message), or null. */
export function impossibleDeclaredVehicle(vehicle: Pick<DeclaredVehicle, 'registration' | 'firstRegistered'>) {
  return plateAgeProblem(vehicle.registration, vehicle.firstRegistered);
}

/** The hand-typed details that are unlikely: the buyer confirms them and the sale is flagged. */
export function unlikelyDeclaredVehicle(vehicle: DeclaredVehicle, today: string): UnlikelyFinding[] {
  const findings: UnlikelyFinding[] = [];
  const age = ageInYears(vehicle.firstRegistered, today);
  const miles = groupDigits(vehicle.mileage);
  if (vehicle.mileage > HIGHEST_LIKELY_MILES_A_YEAR * Math.max(age, 1)) {
    findings.push({
      detail: 'mileage-high',
      field: 'mileage',
      message: `${miles} miles is a lot for a vehicle of this age. Please check the mileage on the dashboard.`,
    });
  } else if (age >= 3 && vehicle.mileage < LOWEST_LIKELY_MILES_A_YEAR * age) {
    findings.push({
      detail: 'mileage-low',
      field: 'mileage',
      message: `${miles} miles is unusually low for a vehicle of this age. Please check the mileage on the dashboard.`,
    });
  }
  if (vehicle.fuelType !== 'electric' && vehicle.engineSize > 0) {
    const perLitre = vehicle.bhp / (vehicle.engineSize / 1000);
    if (perLitre < LIKELY_BHP_PER_LITRE.lowest || perLitre > LIKELY_BHP_PER_LITRE.highest) {
      findings.push({
        detail: 'engine-power',
        field: 'bhp',
        message: `${vehicle.bhp} bhp from a ${vehicle.engineSize} cc engine is unusual. Please check the engine size and power on the V5C logbook.`,
      });
    }
  }
  return findings;
}

/** The findings among `findings` the buyer has not confirmed (by their `detail`). */
export function unconfirmedFindings(
  findings: readonly UnlikelyFinding[],
  confirmed: readonly UnlikelyDetail[] = [],
): UnlikelyFinding[] {
  return findings.filter((finding) => !confirmed.includes(finding.detail));
}
