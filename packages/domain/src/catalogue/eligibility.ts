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

export function eligibleLevels(vehicle: { registeredDate: string; mileage: number }, asOf: string): LevelId[] {
  return coverLevels.filter((level) => isEligible(level, vehicle, asOf)).map((level) => level.id);
}
