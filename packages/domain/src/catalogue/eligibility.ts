import { coverLevels, type CoverLevel, type LevelId } from './levels';
import { groupDigits } from '../uk/numbers';

/** Whole years between first registration and a date (both ISO yyyy-MM-dd). */
export function vehicleAgeInYears(registeredDate: string, asOf: string): number {
  const [ry, rm, rd] = registeredDate.split('-').map(Number) as [number, number, number];
  const [ay, am, ad] = asOf.split('-').map(Number) as [number, number, number];
  let years = ay - ry;
  if (am < rm || (am === rm && ad < rd)) years -= 1;
  return Math.max(0, years);
}

/** What eligibility reads of a vehicle: its first registration (ISO date) and its mileage. */
export interface EligibilityFacts {
  registeredDate: string;
  mileage: number;
}

/** The level's limits the vehicle goes over: its age in whole years, its mileage, both or neither. */
function limitsExceeded(level: CoverLevel, vehicle: EligibilityFacts, asOf: string) {
  const age = vehicleAgeInYears(vehicle.registeredDate, asOf);
  return {
    age: level.maxAgeYears !== null && age > level.maxAgeYears ? { limit: level.maxAgeYears, actual: age } : null,
    mileage:
      level.maxMileage !== null && vehicle.mileage > level.maxMileage
        ? { limit: level.maxMileage, actual: vehicle.mileage }
        : null,
  };
}

/**
 * A level accepts a vehicle whose age in whole years and whose mileage do not exceed its limits:
 * "up to 10 years old" includes a vehicle of exactly 10 whole years.
 */
export function isEligible(level: CoverLevel, vehicle: EligibilityFacts, asOf: string): boolean {
  const exceeded = limitsExceeded(level, vehicle, asOf);
  return exceeded.age === null && exceeded.mileage === null;
}

/**
 * Why a level does not take this vehicle, in words a customer understands. The quote's answer,
 * the order's refusal and the cover pages all show this one sentence.
 */
export function ineligibleReason(level: CoverLevel, vehicle: EligibilityFacts, asOf: string): string {
  const { age, mileage } = limitsExceeded(level, vehicle, asOf);
  const miles = (count: number) => groupDigits(count);
  const reasons = [
    age && `it covers vehicles up to ${age.limit} years old and yours is ${age.actual}`,
    mileage && `it covers up to ${miles(mileage.limit)} miles and yours has ${miles(mileage.actual)}`,
  ].filter((reason) => reason !== null);
  return `${level.name} is not available: ${reasons.join(', and ')}.`;
}

/** A level's verdict on a vehicle: eligible, or not with the reason to show. */
export type LevelVerdict = { eligible: true } | { eligible: false; reason: string };

export function levelVerdict(level: CoverLevel, vehicle: EligibilityFacts, asOf: string): LevelVerdict {
  return isEligible(level, vehicle, asOf)
    ? { eligible: true }
    : { eligible: false, reason: ineligibleReason(level, vehicle, asOf) };
}

export function eligibleLevels(vehicle: EligibilityFacts, asOf: string): LevelId[] {
  return coverLevels.filter((level) => isEligible(level, vehicle, asOf)).map((level) => level.id);
}
