import type { LevelId, PlanDuration } from '@kestrel/domain/catalogue/levels';
import type { PricedVehicle } from '@kestrel/domain/pricing/price';

/**
 * What the server priced and will fulfil, stored on the payment order before the provider hears
 * of it. The warranty is made from this, never from what the browser sends at capture.
 */
export interface OrderQuote {
  plan: { id: string; level: LevelId; claimLimit: number; months: PlanDuration };
  vehicle: PricedVehicle & { registration: string; make: string; model: string };
  /** True when the figures came from our own lookup; false when typed by the customer. */
  vehicleVerified: boolean;
  startDate: string;
  expiryDate: string;
  vehiclePurchaseDate: string;
  serviceHistory: boolean;
}
