import type { VehicleLookupAnswer } from '@kestrel/domain/schemas/vehicle';
import { apiFetch } from '~/lib/api-client';

export function lookupVehicle(registration: string, signal?: AbortSignal): Promise<VehicleLookupAnswer> {
  return apiFetch<VehicleLookupAnswer>(`/api/vehicle/lookup?reg=${encodeURIComponent(registration)}`, { signal });
}
