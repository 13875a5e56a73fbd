import type { PlanAnswer } from '@kestrel/domain/schemas/purchase';
import { apiFetch } from '~/lib/api-client';
import { purchaseAnswer } from '~/lib/answer-schemas';

const answer = purchaseAnswer((m) => m.planAnswerSchema);

/** GET /api/level/plan/ (spec §7): every plan of every level this vehicle may buy, priced by the server. */
export function getPlans(query: URLSearchParams, signal?: AbortSignal): Promise<PlanAnswer> {
  return apiFetch(`/api/level/plan/?${query.toString()}`, answer, signal ? { signal } : {});
}
