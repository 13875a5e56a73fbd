import { z } from 'zod';
import { isUkRegistration, normaliseRegistration } from '../uk/registration';

export const fuelTypes = ['petrol', 'diesel', 'hybrid', 'electric', 'other'] as const;
export const driveTypes = ['2WD', '4x4'] as const;
export const vehicleTypes = ['car', 'van'] as const;

export type FuelType = (typeof fuelTypes)[number];
export type DriveType = (typeof driveTypes)[number];
export type VehicleType = (typeof vehicleTypes)[number];

/** A registration typed by a person: trimmed, upper-cased, spaces removed, checked as a UK format. */
export const registrationSchema = z
  .string({ error: 'Enter your registration' })
  .trim()
  .min(1, 'Enter your registration')
  .max(10, 'A registration has at most 7 letters and numbers')
  .transform(normaliseRegistration)
  .refine(isUkRegistration, 'Enter a valid UK registration, for example AB12 CDE');

export const vehicleLookupQuerySchema = z.strictObject({ reg: registrationSchema });

const isoDate = z.iso.date();

/** Our normalised vehicle, whichever provider answered. Engine size in cc. */
export const vehicleSchema = z.object({
  registration: z.string(),
  make: z.string(),
  model: z.string(),
  fuelType: z.enum(fuelTypes),
  driveType: z.enum(driveTypes),
  engineSize: z.number().int().nonnegative(),
  bhp: z.number().int().nonnegative(),
  registeredDate: isoDate,
  vehicleType: z.enum(vehicleTypes),
});

export type Vehicle = z.infer<typeof vehicleSchema>;

export const vehicleLookupAnswerSchema = z.object({ vehicle: vehicleSchema });
export type VehicleLookupAnswer = z.infer<typeof vehicleLookupAnswerSchema>;
