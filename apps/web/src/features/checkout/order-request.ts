import {
  unlikelyDeclaredVehicle,
  type UnlikelyDetail,
  type UnlikelyFinding,
} from '@kestrel/domain/purchase/declared-vehicle-checks';
import { TERMS_VERSION } from '@kestrel/domain/purchase/key-facts';
import type { CreateOrderRequest } from '@kestrel/domain/schemas/purchase';
import { londonToday } from '@kestrel/domain/uk/london-date';
import type { SelectedPlan, VehicleDetails, VehicleInfo, WarrantyDetails } from '~/lib/state/slices';

/** What is still missing before an order can be made, in the order the steps ask for it. */
export type MissingPiece = 'vehicle' | 'vehicle-details' | 'dates' | 'plan';

/** The order as the steps make it, before the buyer has read the key facts and declared. */
export type UndeclaredOrder = Omit<CreateOrderRequest, 'declaration' | 'termsVersion' | 'confirmedUnlikelyDetails'>;

export type OrderDraft =
  | {
      ok: true;
      request: UndeclaredOrder;
      plan: SelectedPlan;
      vehicle: VehicleDetails;
      startDate: string;
      /** Hand-typed figures that are unlikely: the buyer confirms each before paying (the server asks the same). */
      unlikely: UnlikelyFinding[];
    }
  | { ok: false; missing: MissingPiece };

/** The order with the buyer's declaration on the current terms, and the unlikely details they confirmed. */
export function declaredOrder(request: UndeclaredOrder, confirmed: readonly UnlikelyDetail[]): CreateOrderRequest {
  return {
    ...request,
    declaration: true,
    termsVersion: TERMS_VERSION,
    ...(confirmed.length > 0 ? { confirmedUnlikelyDetails: [...confirmed] } : {}),
  };
}

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

  const { driveType, fuelType } = vehicle;
  const unlikely =
    vehicle.verified === false
      ? unlikelyDeclaredVehicle(
          {
            registration: vehicle.regNumber,
            firstRegistered: vehicle.registeredDate,
            mileage: milage,
            engineSize,
            bhp,
            fuelType,
          },
          londonToday(),
        )
      : [];
  const request: UndeclaredOrder = {
    planID: plan._id,
    bhp,
    eng_size: engineSize,
    drive_type: driveType,
    warrantyData: {
      vehicleDetails: {
        reg_num: vehicle.regNumber,
        make: vehicle.make,
        fuel_type: fuelType,
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
  return { ok: true, request, plan, vehicle, startDate: warranty.planStartDate, unlikely };
}
