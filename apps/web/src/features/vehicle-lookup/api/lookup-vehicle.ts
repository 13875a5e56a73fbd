import type { VehicleLookupAnswer } from '@kestrel/domain/schemas/vehicle';
import { apiFetch } from '~/lib/api-client';
import { vehicleAnswer } from '~/lib/answer-schemas';

const answer = vehicleAnswer((m) => m.vehicleLookupAnswerSchema);

export function lookupVehicle(registration: string, signal?: AbortSignal): Promise<VehicleLookupAnswer> {
  return apiFetch(`/api/vehicle/lookup?reg=${encodeURIComponent(registration)}`, answer, { signal });
}
