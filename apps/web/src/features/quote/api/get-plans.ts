import type { PlanAnswer } from '@kestrel/domain/schemas/purchase';
import { apiFetch } from '~/lib/api-client';

/** GET /api/level/plan/ (spec §7): every plan of every level this vehicle may buy, priced by the server. */
export function getPlans(query: URLSearchParams, signal?: AbortSignal): Promise<PlanAnswer> {
  return apiFetch<PlanAnswer>(`/api/level/plan/?${query.toString()}`, signal ? { signal } : {});
}
