import type { DriveType, FuelType } from '@kestrel/domain/schemas/vehicle';
import { isSignedIn } from '~/lib/state/session';

/** Words for our vehicle record's codes, and small helpers shared by the vehicle pages. */
export const fuelLabels: Record<FuelType, string> = {
  petrol: 'Petrol',
  diesel: 'Diesel',
  hybrid: 'Hybrid',
  electric: 'Electric',
  other: 'Other',
};

export const driveLabels: Record<DriveType, string> = { '2WD': '2WD', '4x4': '4x4' };

/**
 * Spec §8, word for word (purchaseMessages.lookupFailed in the domain; a test keeps the two equal).
 * Repeated here because the domain's schemas module would bring Zod into the page's first load.
 */
export const LOOKUP_FAILED = "We couldn't fetch your vehicle details. Please enter them manually:";

export const REGISTRATION_HINT = "You'll find it on your V5C logbook";

/** Spec §2 and DESIGN §2: after the vehicle step, vehicle details with a session, else the choice of sign-in. */
export function pageAfterVehicleStep(): string {
  return isSignedIn() ? '/purchase/details' : '/auth/login-method';
}
