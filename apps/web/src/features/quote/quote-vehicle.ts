import { coverLevels, type CoverLevel } from '@kestrel/domain/catalogue/levels';
import {
  levelVerdict,
  type EligibilityFacts,
  type LevelVerdict as Verdict,
} from '@kestrel/domain/catalogue/eligibility';
import type { VehicleDetails } from '~/lib/state/slices';

/**
 * The stored vehicle (spec §3 vehicleDetails) as the quote pages read it: what is known of it,
 * which cover levels it may have, and the query the plan suggestion sends.
 */

/** What we hold: nothing, a registration or make only (step 1), or enough to quote (step 2 done). */
export type VehicleReadiness = 'none' | 'partial' | 'ready';

export function vehicleReadiness(vehicle: VehicleDetails): VehicleReadiness {
  const started = Boolean(vehicle.regNumber || vehicle.make);
  if (!started) return 'none';
  const complete =
    Boolean(vehicle.regNumber && vehicle.registeredDate && vehicle.driveType && vehicle.make && vehicle.model) &&
    vehicle.milage !== null &&
    vehicle.engineSize !== null &&
    vehicle.bhp !== null;
  return complete ? 'ready' : 'partial';
}

/** The make and model as the register (or the customer) gave them, e.g. "FORD FOCUS". */
export function vehicleName(vehicle: Pick<VehicleDetails, 'make' | 'model'>): string {
  return `${vehicle.make} ${vehicle.model}`.trim();
}

/** A level with its verdict: eligible, or not with the reason in the customer's words. */
export type LevelVerdict = { level: CoverLevel } & Verdict;

/** Each level's verdict for a vehicle of this first registration and mileage, on `today` (UK date). */
export function levelVerdicts(vehicle: EligibilityFacts, today: string): LevelVerdict[] {
  return coverLevels.map((level) => ({ level, ...levelVerdict(level, vehicle, today) }));
}

/** GET /api/level/plan/'s query for the stored vehicle (spec §3), or null when step 2 is unfinished. */
export function planQueryOf(vehicle: VehicleDetails): URLSearchParams | null {
  if (vehicleReadiness(vehicle) !== 'ready') return null;
  const query = new URLSearchParams({
    engineSize: String(vehicle.engineSize),
    bhp: String(vehicle.bhp),
    driveType: vehicle.driveType,
    mileage: String(vehicle.milage),
    dateFirstReg: vehicle.registeredDate,
  });
  if (vehicle.fuelType) query.set('fuelType', vehicle.fuelType);
  if (vehicle.vehicleType) query.set('vehicleType', vehicle.vehicleType);
  if (vehicle.regNumber) query.set('reg', vehicle.regNumber);
  return query;
}
