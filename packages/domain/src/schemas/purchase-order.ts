import type { DriveType, FuelType, VehicleType } from './vehicle';
import { createOrderRequestSchema } from './purchase';
import { purchaseMessages } from '../purchase/purchase-messages';
import type { UnlikelyDetail } from '../purchase/declared-vehicle-checks';

/**
 * A vehicle as the customer describes it: priced as given only when our own lookup of the
 * registration finds nothing (then marked unverified and checked at inspection). Mileage is always
 * the customer's. A quote may leave out what it does not know; an order states it all.
 */
export interface DeclaredVehicle {
  registration?: string;
  make?: string;
  model?: string;
  engineSize: number;
  bhp: number;
  driveType: DriveType;
  fuelType?: FuelType;
  vehicleType?: VehicleType;
  registeredDate: string;
  mileage: number;
}

/** The purchase an order is made for, read once from the spec's create-order payload. */
export interface PurchaseOrderRequest {
  planId: string;
  vehicle: DeclaredVehicle & { registration: string; make: string; model: string; fuelType: FuelType };
  startDate: string;
  vehiclePurchaseDate: string;
  serviceHistory: boolean;
  /** The version of the terms the buyer read with the key facts, and the unlikely details they confirmed. */
  termsVersion: string;
  confirmedUnlikelyDetails: UnlikelyDetail[];
}

/**
 * POST /api/warranty/create-paypal-order as the server reads it: the spec's body (accepted
 * unchanged, so the published request schema is `createOrderRequestSchema`'s) parsed into one
 * vehicle and one plan. The plan must be named the same in both places it appears. The spec gives
 * bhp, engine size and drive type twice: the top-level `bhp`, `eng_size` and `drive_type` are the
 * ones read; the copies inside `warrantyData.vehicleDetails` are validated and not read.
 */
export const purchaseOrderRequestSchema = createOrderRequestSchema
  .refine((request) => request.warrantyData.plan === request.planID, {
    path: ['planID'],
    error: purchaseMessages.selectPlan,
  })
  .transform(
    ({
      planID,
      bhp,
      eng_size,
      drive_type,
      warrantyData,
      termsVersion,
      confirmedUnlikelyDetails,
    }): PurchaseOrderRequest => {
      const declared = warrantyData.vehicleDetails;
      return {
        planId: planID,
        vehicle: {
          registration: declared.reg_num,
          make: declared.make,
          model: declared.model,
          engineSize: eng_size,
          bhp,
          driveType: drive_type,
          fuelType: declared.fuel_type,
          ...(declared.vehicle_type ? { vehicleType: declared.vehicle_type } : {}),
          registeredDate: declared.date_first_reg,
          mileage: declared.mileage,
        },
        startDate: warrantyData.start_date,
        vehiclePurchaseDate: warrantyData.vehicleInfo.purchase_date,
        serviceHistory: warrantyData.vehicleInfo.service_history,
        termsVersion,
        confirmedUnlikelyDetails: confirmedUnlikelyDetails ?? [],
      };
    },
  );
