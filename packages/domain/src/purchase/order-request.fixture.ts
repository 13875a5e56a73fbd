import { TERMS_VERSION } from './key-facts';

/** A declared vehicle as spec §3's purchase payload names its fields. */
export interface DeclaredVehicle {
  reg_num: string;
  make: string;
  model: string;
  fuel_type: string;
  date_first_reg: string;
  size: number;
  mileage: number;
  drive_type: string;
  bhp: number;
}

/**
 * The tests' create-order request (spec §3 and §7), as the browser sends it: the vehicle's bhp,
 * engine size and drive type at the top and in warrantyData, declared, on the current terms.
 */
export function createOrderRequestFor(
  vehicleDetails: DeclaredVehicle,
  plan: string,
  dates: { start: string; purchased: string },
) {
  return {
    planID: plan,
    bhp: vehicleDetails.bhp,
    eng_size: vehicleDetails.size,
    drive_type: vehicleDetails.drive_type,
    warrantyData: {
      vehicleDetails,
      start_date: dates.start,
      vehicleInfo: { purchase_date: dates.purchased, service_history: true },
      plan,
    },
    declaration: true,
    termsVersion: TERMS_VERSION,
  };
}
