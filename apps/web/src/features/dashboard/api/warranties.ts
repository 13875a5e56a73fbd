import type { CancelAnswer, MyWarrantiesAnswer, Warranty } from '@kestrel/domain/schemas/dashboard';
import type { WarrantyHistoryAnswer } from '@kestrel/domain/schemas/vehicle-history';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '~/lib/api-client';
import { dashboardAnswer, vehicleHistoryAnswer } from '~/lib/answer-schemas';
import { queryKeys } from '~/lib/query-keys';

const listAnswer = dashboardAnswer((m) => m.myWarrantiesAnswerSchema);
const oneAnswer = dashboardAnswer((m) => m.myWarrantyAnswerSchema);
const cancelAnswer = dashboardAnswer((m) => m.cancelAnswerSchema);
const historyAnswer = vehicleHistoryAnswer((m) => m.warrantyHistoryAnswerSchema);

const withSignal = (signal?: AbortSignal) => (signal ? { signal } : {});

/**
 * GET /api/warranty/my-warranties: the counts, the warranties in force today and, with
 * `currentOnly`, the current ones (the dashboard), otherwise all of them (purchase history).
 */
export function getMyWarranties(currentOnly: boolean, signal?: AbortSignal): Promise<MyWarrantiesAnswer> {
  const path = currentOnly ? '/api/warranty/my-warranties?active=true' : '/api/warranty/my-warranties';
  return apiFetch(path, listAnswer, withSignal(signal));
}

export const myWarrantiesQueryOptions = (currentOnly: boolean) =>
  queryOptions({
    queryKey: currentOnly ? queryKeys.warranties.current() : queryKeys.warranties.all(),
    queryFn: ({ signal }) => getMyWarranties(currentOnly, signal),
  });

export const useMyWarranties = (currentOnly: boolean) => useQuery(myWarrantiesQueryOptions(currentOnly));

/** GET /api/warranty/my-warranty/{id}: one of mine (the WARRANTY DETAIL and ORDER DETAIL modals). */
export async function getMyWarranty(id: string, signal?: AbortSignal): Promise<Warranty> {
  const answer = await apiFetch(`/api/warranty/my-warranty/${encodeURIComponent(id)}`, oneAnswer, withSignal(signal));
  return answer.warranty;
}

export const myWarrantyQueryOptions = (id: string) =>
  queryOptions({ queryKey: queryKeys.warranties.one(id), queryFn: ({ signal }) => getMyWarranty(id, signal) });

/** POST /api/warranty/cancel/{id}: cooling-off cancellation, refunded in full (DESIGN §2). */
export function cancelWarranty(id: string): Promise<CancelAnswer> {
  return apiFetch(`/api/warranty/cancel/${encodeURIComponent(id)}`, cancelAnswer, { method: 'POST', body: {} });
}

/** GET /api/warranty/my-warranty/{id}/history: the DVSA MOT history of one of my warranties' vehicles. */
export function getMyWarrantyHistory(id: string, signal?: AbortSignal): Promise<WarrantyHistoryAnswer> {
  return apiFetch(`/api/warranty/my-warranty/${encodeURIComponent(id)}/history`, historyAnswer, withSignal(signal));
}

export const myWarrantyHistoryQueryOptions = (id: string) =>
  queryOptions({
    queryKey: queryKeys.warranties.history(id),
    queryFn: ({ signal }) => getMyWarrantyHistory(id, signal),
  });

export const useMyWarrantyHistory = (id: string) => useQuery(myWarrantyHistoryQueryOptions(id));
