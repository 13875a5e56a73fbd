import { coverLevels, type CoverLevel, type LevelId } from './levels';

/** Whole years between first registration and a date (both ISO yyyy-MM-dd). */
export function vehicleAgeInYears(registeredDate: string, asOf: string): number {
  const [ry, rm, rd] = registeredDate.split('-').map(Number) as [number, number, number];
  const [ay, am, ad] = asOf.split('-').map(Number) as [number, number, number];
  let years = ay - ry;
  if (am < rm || (am === rm && ad < rd)) years -= 1;
  return Math.max(0, years);
}

/**
 * A level accepts a vehicle whose age in whole years and whose mileage do not exceed its limits:
 * "up to 10 years old" includes a vehicle of exactly 10 whole years.
 */
export function isEligible(
  level: CoverLevel,
  vehicle: { registeredDate: string; mileage: number },
  asOf: string,
): boolean {
  const age = vehicleAgeInYears(vehicle.registeredDate, asOf);
  if (level.maxAgeYears !== null && age > level.maxAgeYears) return false;
  if (level.maxMileage !== null && vehicle.mileage > level.maxMileage) return false;
  return true;
}

/**
 * Why a level does not take this vehicle, in words a customer understands. The quote's answer,
 * the order's refusal and the cover pages all show this one sentence.
 */
export function ineligibleReason(
  level: CoverLevel,
  vehicle: { registeredDate: string; mileage: number },
  asOf: string,
): string {
  const age = vehicleAgeInYears(vehicle.registeredDate, asOf);
  const reasons: string[] = [];
  if (level.maxAgeYears !== null && age > level.maxAgeYears) {
    reasons.push(`it covers vehicles up to ${level.maxAgeYears} years old and yours is ${age}`);
  }
  if (level.maxMileage !== null && vehicle.mileage > level.maxMileage) {
    reasons.push(
      `it covers up to ${level.maxMileage.toLocaleString('en-GB')} miles and yours has ${vehicle.mileage.toLocaleString('en-GB')}`,
    );
  }
  return `${level.name} is not available: ${reasons.join(', and ')}.`;
}

/** A level's verdict on a vehicle: eligible, or not with the reason to show. */
export type LevelVerdict = { eligible: true } | { eligible: false; reason: string };

export function levelVerdict(
  level: CoverLevel,
  vehicle: { registeredDate: string; mileage: number },
  asOf: string,
): LevelVerdict {
  return isEligible(level, vehicle, asOf)
    ? { eligible: true }
    : { eligible: false, reason: ineligibleReason(level, vehicle, asOf) };
}

export function eligibleLevels(vehicle: { registeredDate: string; mileage: number }, asOf: string): LevelId[] {
  return coverLevels.filter((level) => isEligible(level, vehicle, asOf)).map((level) => level.id);
}
