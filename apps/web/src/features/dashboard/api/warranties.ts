import type { CancelAnswer, MyWarrantiesAnswer, Warranty } from '@kestrel/domain/schemas/dashboard';
import type { WarrantyHistoryAnswer } from '@kestrel/domain/schemas/vehicle-history';
import { apiFetch } from '~/lib/api-client';

const withSignal = (signal?: AbortSignal) => (signal ? { signal } : {});

/**
 * GET /api/warranty/my-warranties: the counts, the warranties in force today and, with
 * `currentOnly`, the current ones (the dashboard), otherwise all of them (purchase history).
 */
export function getMyWarranties(currentOnly: boolean, signal?: AbortSignal): Promise<MyWarrantiesAnswer> {
  const path = currentOnly ? '/api/warranty/my-warranties?active=true' : '/api/warranty/my-warranties';
  return apiFetch<MyWarrantiesAnswer>(path, withSignal(signal));
}

/** GET /api/warranty/my-warranty/{id}: one of mine (the WARRANTY DETAIL and ORDER DETAIL modals). */
export async function getMyWarranty(id: string, signal?: AbortSignal): Promise<Warranty> {
  const answer = await apiFetch<{ warranty: Warranty }>(
    `/api/warranty/my-warranty/${encodeURIComponent(id)}`,
    withSignal(signal),
  );
  return answer.warranty;
}

/** POST /api/warranty/cancel/{id}: cooling-off cancellation, refunded in full (DESIGN §2). */
export function cancelWarranty(id: string): Promise<CancelAnswer> {
  return apiFetch<CancelAnswer>(`/api/warranty/cancel/${encodeURIComponent(id)}`, { method: 'POST', body: {} });
}

/** GET /api/warranty/my-warranty/{id}/history: the DVSA MOT history of one of my warranties' vehicles. */
export function getMyWarrantyHistory(id: string, signal?: AbortSignal): Promise<WarrantyHistoryAnswer> {
  return apiFetch<WarrantyHistoryAnswer>(
    `/api/warranty/my-warranty/${encodeURIComponent(id)}/history`,
    withSignal(signal),
  );
}
