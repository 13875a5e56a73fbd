import type { CreateOrderRequest } from '@kestrel/domain/schemas/purchase';
import type { DriveType, FuelType } from '@kestrel/domain/schemas/vehicle';
import type { SelectedPlan, VehicleDetails, VehicleInfo, WarrantyDetails } from '~/lib/state/slices';

/** What is still missing before an order can be made, in the order the steps ask for it. */
export type MissingPiece = 'vehicle' | 'vehicle-details' | 'dates' | 'plan';

export type OrderDraft =
  | { ok: true; request: CreateOrderRequest; plan: SelectedPlan; vehicle: VehicleDetails; startDate: string }
  | { ok: false; missing: MissingPiece };

/**
 * The purchase payload (spec §3, §7) from the stored steps: the vehicle, the dates and service
 * history, and the chosen plan. The price is not in it: the server prices the order itself.
 */
export function orderDraft(
  vehicle: VehicleDetails,
  info: VehicleInfo,
  warranty: WarrantyDetails,
  plan: SelectedPlan | null,
): OrderDraft {
  if (!vehicle.regNumber && !vehicle.make) return { ok: false, missing: 'vehicle' };
  const { milage, engineSize, bhp } = vehicle;
  if (
    !vehicle.regNumber ||
    !vehicle.make ||
    !vehicle.model ||
    !vehicle.fuelType ||
    !vehicle.driveType ||
    !vehicle.registeredDate ||
    milage === null ||
    engineSize === null ||
    bhp === null
  ) {
    return { ok: false, missing: 'vehicle-details' };
  }
  if (!warranty.planStartDate || !info.purchaseDate || info.serviceHistory === null)
    return { ok: false, missing: 'dates' };
  if (!plan) return { ok: false, missing: 'plan' };

  const driveType = vehicle.driveType as DriveType;
  const request: CreateOrderRequest = {
    planID: plan._id,
    bhp,
    eng_size: engineSize,
    drive_type: driveType,
    warrantyData: {
      vehicleDetails: {
        reg_num: vehicle.regNumber,
        make: vehicle.make,
        fuel_type: vehicle.fuelType as FuelType,
        model: vehicle.model,
        date_first_reg: vehicle.registeredDate,
        size: engineSize,
        mileage: milage,
        drive_type: driveType,
        bhp,
        ...(vehicle.vehicleType ? { vehicle_type: vehicle.vehicleType } : {}),
      },
      start_date: warranty.planStartDate,
      vehicleInfo: { purchase_date: info.purchaseDate, service_history: info.serviceHistory },
      plan: plan._id,
    },
  };
  return { ok: true, request, plan, vehicle, startDate: warranty.planStartDate };
}
