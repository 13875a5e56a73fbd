import { z } from 'zod';
import dataSet from './vehicles.json';

const text = z.string().min(1);

/**
 * A vehicle of the emulator's data set (vehicles.json): realistic UK vehicles as the DVLA and SMMT
 * would describe them. `typicalMileage` is not part of the provider's answer (VehicleData has no
 * odometer); tests and demos use it as the mileage a customer would type.
 */
const emulatedVehicleSchema = z.strictObject({
  vrm: text,
  make: text,
  model: text,
  variant: z.string(),
  fuel: z.enum(['PETROL', 'DIESEL', 'ELECTRICITY', 'HYBRID ELECTRIC']),
  drive: z.enum(['4X2', '4X4']),
  /** Engine capacity in cc; 0 for a battery-electric vehicle. */
  cc: z.number().int().nonnegative(),
  bhp: z.number().int().positive(),
  firstRegistered: z.iso.date(),
  /** Type approval: M1 passenger car, N1 light goods vehicle (van, pick-up). */
  typeApproval: z.enum(['M1', 'N1']),
  body: text,
  colour: text,
  transmission: z.enum(['Manual', 'Automatic']),
  typicalMileage: z.number().int().nonnegative(),
});
export type EmulatedVehicle = z.infer<typeof emulatedVehicleSchema>;

/** The data set, checked as it loads (a mistyped row stops the emulator, and its tests, at once). */
export const emulatedVehicles: readonly EmulatedVehicle[] = z.array(emulatedVehicleSchema).parse(dataSet.vehicles);

/**
 * Registrations with a scripted outcome, after the DVLA's own test marks:
 * not found, a restricted plate, a provider fault, an outage and a slow answer.
 */
export const scriptedRegistrations = {
  notFound: 'ER19NFD',
  restricted: 'ER19DPL',
  providerError: 'ER19ERR',
  unavailable: 'ER19MNT',
  slow: 'ER19SLO',
} as const;

export function findEmulatedVehicle(vrm: string): EmulatedVehicle | undefined {
  return emulatedVehicles.find((vehicle) => vehicle.vrm === vrm);
}
