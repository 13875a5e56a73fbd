import type { Warranty } from '@kestrel/domain/schemas/dashboard';
import {
  useSelectedPlan,
  useVehicleDetails,
  useVehicleInfo,
  useWarrantyDetails,
  type VehicleDetails,
} from '~/lib/state/slices';

/** The vehicle of a warranty as the purchase flow keeps it (the vehicleDetails slice, spec §3). */
export function renewalVehicle(w: Warranty): VehicleDetails {
  const v = w.vehicleDetails;
  return {
    regNumber: v.reg_num,
    milage: v.milage,
    make: v.make,
    model: v.model,
    fuelType: v.fuelType,
    driveType: v.driveType,
    engineSize: v.engineSize,
    bhp: v.bhp,
    registeredDate: v.registeredDate,
    verified: v.verified,
  };
}

/**
 * Renewal (DESIGN §3): a new purchase for the same vehicle. Its details are prefilled and the
 * previous plan, dates and answers forgotten; step 2 then looks the registration up again and
 * asks for today's mileage.
 */
export function startRenewal(w: Warranty): void {
  useVehicleDetails.getState().set(renewalVehicle(w));
  useSelectedPlan.getState().reset();
  useWarrantyDetails.getState().reset();
  useVehicleInfo.getState().reset();
}
