import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '~/lib/api-client';
import { vehicleHistoryAnswer } from '~/lib/answer-schemas';
import { queryKeys } from '~/lib/query-keys';

const answer = vehicleHistoryAnswer((m) => m.vehicleHistoryAnswerSchema);

/** GET /api/vehicle/history: the DVSA's MOT history and our verdict for the mileage, if given. */
export function getVehicleHistory(registration: string, mileage: number | null, signal?: AbortSignal) {
  const query = new URLSearchParams({ reg: registration, ...(mileage === null ? {} : { mileage: String(mileage) }) });
  return apiFetch(`/api/vehicle/history?${query.toString()}`, answer, signal ? { signal } : {});
}

/** Not tried again (a failure is quiet), and fresh for five minutes. */
export const vehicleHistoryQueryOptions = (registration: string, mileage: number | null) =>
  queryOptions({
    queryKey: queryKeys.vehicleHistory(registration, mileage),
    queryFn: ({ signal }) => getVehicleHistory(registration, mileage, signal),
    retry: false,
    staleTime: 5 * 60 * 1000,
  });

export const useVehicleHistory = (registration: string, mileage: number | null) =>
  useQuery(vehicleHistoryQueryOptions(registration, mileage));
