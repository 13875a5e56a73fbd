import { z } from 'zod';
import { isUkRegistration, normaliseRegistration } from '../uk/registration';
import { vehicleMessages } from '../purchase/vehicle-rules';

export const fuelTypes = ['petrol', 'diesel', 'hybrid', 'electric', 'other'] as const;
export const driveTypes = ['2WD', '4x4'] as const;
export const vehicleTypes = ['car', 'van'] as const;

export type FuelType = (typeof fuelTypes)[number];
export type DriveType = (typeof driveTypes)[number];
export type VehicleType = (typeof vehicleTypes)[number];

/** A registration typed by a person: trimmed, upper-cased, spaces removed, checked as a UK format. */
export const registrationSchema = z
  .string({ error: vehicleMessages.registrationMissing })
  .trim()
  .min(1, vehicleMessages.registrationMissing)
  .max(10, vehicleMessages.registrationTooLong)
  .transform(normaliseRegistration)
  .refine(isUkRegistration, vehicleMessages.registrationInvalid);

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
