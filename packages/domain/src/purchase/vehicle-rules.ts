import { isUkRegistration } from '../uk/registration';
import { groupDigits } from '../uk/numbers';

/**
 * The limits on the vehicle figures a customer types, and their messages, with no Zod: the zod
 * schemas of `schemas/purchase.ts` and `schemas/vehicle.ts` state them for the server and the
 * forms; the public pages' instant price reads its mileage with `mileageProblem`.
 */

export const MAX_MILEAGE = 999_999;
export const MAX_ENGINE_SIZE_CC = 10_000;
export const MAX_BHP = 2_000;

export const vehicleMessages = {
  registrationMissing: 'Enter your registration',
  registrationTooLong: 'A registration has at most 7 letters and numbers',
  registrationInvalid: 'Enter a valid UK registration, for example AB12 CDE',
  mileageMissing: 'Enter your current mileage',
  mileageNotNumber: 'Enter your current mileage as a number',
  mileageNotWhole: 'Enter your mileage as a whole number of miles',
  mileageNegative: 'Mileage cannot be negative',
  mileageTooHigh: `Enter a mileage under ${groupDigits(MAX_MILEAGE + 1)}`,
} as const;

/** What is wrong with a normalised registration (see `normaliseRegistration`), or null. */
export function registrationProblem(registration: string): string | null {
  if (!registration) return vehicleMessages.registrationMissing;
  if (!isUkRegistration(registration)) return vehicleMessages.registrationInvalid;
  return null;
}

/** What is wrong with a mileage typed as digits (after tidying "45,000 miles" to "45000"), or null. */
export function mileageProblem(miles: string): string | null {
  if (!miles) return vehicleMessages.mileageMissing;
  if (!/^\d+$/.test(miles)) return vehicleMessages.mileageNotWhole;
  if (Number(miles) > MAX_MILEAGE) return vehicleMessages.mileageTooHigh;
  return null;
}
