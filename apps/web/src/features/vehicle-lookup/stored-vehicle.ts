import type { DriveType, FuelType, Vehicle } from '@kestrel/domain/schemas/vehicle';
import { normaliseRegistration } from '@kestrel/domain/uk/registration';
import { emptyVehicleDetails, useVehicleDetails, type VehicleDetails } from '~/lib/state/slices';

/**
 * What the vehicle pages keep in the vehicleDetails slice (spec §3). A new registration starts a
 * new vehicle: nothing looked up or typed for the previous one is kept.
 */
export function rememberRegistration(regNumber: string, milage: number): void {
  const slice = useVehicleDetails.getState();
  if (normaliseRegistration(slice.value.regNumber) === regNumber) slice.update({ regNumber, milage });
  else slice.set({ ...emptyVehicleDetails, regNumber, milage });
}

/** /purchase/find-registration: no registration yet, only the make, model and mileage. */
export function rememberChosenVehicle(make: string, model: string, milage: number): void {
  useVehicleDetails.getState().set({ ...emptyVehicleDetails, make, model, milage });
}

/** Step 2 with a vehicle we looked up ourselves: verified, the mileage the customer's. */
export function rememberLookedUpVehicle(vehicle: Vehicle, milage: number): void {
  useVehicleDetails.getState().set({
    regNumber: vehicle.registration,
    milage,
    make: vehicle.make,
    model: vehicle.model,
    fuelType: vehicle.fuelType,
    driveType: vehicle.driveType,
    engineSize: vehicle.engineSize,
    bhp: vehicle.bhp,
    registeredDate: vehicle.registeredDate,
    vehicleType: vehicle.vehicleType,
    verified: true,
  });
}

export interface TypedVehicle {
  reg_num: string;
  make: string;
  model: string;
  fuel_type: FuelType;
  date_first_reg: string;
  size: number;
  mileage: number;
  drive_type: DriveType;
  bhp: number;
}

/** Step 2 typed by hand: priced as declared and marked unverified (DESIGN §2). */
export function rememberTypedVehicle(typed: TypedVehicle): void {
  const details: VehicleDetails = {
    regNumber: typed.reg_num,
    milage: typed.mileage,
    make: typed.make,
    model: typed.model,
    fuelType: typed.fuel_type,
    driveType: typed.drive_type,
    engineSize: typed.size,
    bhp: typed.bhp,
    registeredDate: typed.date_first_reg,
    verified: false,
  };
  useVehicleDetails.getState().set(details);
}

/** Reset on step 2: the stored vehicle is forgotten. */
export function forgetVehicle(): void {
  useVehicleDetails.getState().reset();
}
