import type { OrderVehicle } from '@kestrel/domain/payments/orders';
import type { DeclaredVehicle } from '@kestrel/domain/schemas/purchase-order';
import type { Vehicle } from '@kestrel/domain/schemas/vehicle';
import { impossibleDeclaredVehicle } from '@kestrel/domain/purchase/declared-vehicle-checks';
import { AppError, badRequest } from '../../lib/errors';

/** The vehicle a price is for, and whether its figures are our lookup's (verified) or the customer's. */
export type ResolvedVehicle = OrderVehicle & { verified: boolean };

/**
 * The vehicle a price is computed for (DESIGN §2 "Price integrity"): our own lookup of the
 * registration when we have one, whatever the browser declares; the declared figures, marked
 * unverified, only when the lookup could not find the vehicle or could not be made. Mileage is
 * always the customer's (no register holds it); it is checked at inspection.
 */
export async function resolveVehicle(
  declared: DeclaredVehicle,
  lookup: ((registration: string) => Promise<Vehicle>) | null,
  /** The request field that carries the first registration date, for a refusal's message. */
  firstRegisteredField = 'dateFirstReg',
): Promise<ResolvedVehicle> {
  if (declared.registration && lookup) {
    try {
      const found = await lookup(declared.registration);
      return {
        registration: found.registration,
        make: found.make,
        model: found.model,
        engineSize: found.engineSize,
        bhp: found.bhp,
        driveType: found.driveType,
        fuelType: found.fuelType,
        vehicleType: found.vehicleType,
        registeredDate: found.registeredDate,
        mileage: declared.mileage,
        verified: true,
      };
    } catch (error) {
      // Not found (404) or the provider is down (503): priced as declared, checked at inspection.
      if (!(error instanceof AppError) || (error.statusCode !== 404 && error.statusCode !== 503)) throw error;
    }
  }
  // Typed by hand: a plate can make a vehicle look older, never newer (DESIGN §2 "Hand-typed vehicles").
  const impossible = declared.registration
    ? impossibleDeclaredVehicle({ registration: declared.registration, firstRegistered: declared.registeredDate })
    : null;
  if (impossible) throw badRequest(impossible, { [firstRegisteredField]: impossible });
  return {
    registration: declared.registration ?? '',
    make: declared.make ?? '',
    model: declared.model ?? '',
    engineSize: declared.engineSize,
    bhp: declared.bhp,
    driveType: declared.driveType,
    fuelType: declared.fuelType ?? 'petrol',
    vehicleType: declared.vehicleType ?? 'car',
    registeredDate: declared.registeredDate,
    mileage: declared.mileage,
    verified: false,
  };
}
