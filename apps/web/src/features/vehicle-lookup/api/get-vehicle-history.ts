import type { VehicleHistoryAnswer } from '@kestrel/domain/schemas/vehicle-history';
import { apiFetch } from '~/lib/api-client';

/** GET /api/vehicle/history: the DVSA's MOT history and our verdict for the mileage, if given. */
export function getVehicleHistory(registration: string, mileage: number | null, signal?: AbortSignal) {
  const query = new URLSearchParams({ reg: registration, ...(mileage === null ? {} : { mileage: String(mileage) }) });
  return apiFetch<VehicleHistoryAnswer>(`/api/vehicle/history?${query.toString()}`, signal ? { signal } : {});
}
