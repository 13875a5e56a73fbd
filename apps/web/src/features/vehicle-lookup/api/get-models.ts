import { apiFetch } from '~/lib/api-client';
import { purchaseAnswer } from '~/lib/answer-schemas';

const answer = purchaseAnswer((m) => m.modelsAnswerSchema);

/** GET /api/vehicle/models?make=: the model families of one make, A–Z. */
export function getModels(make: string, signal?: AbortSignal): Promise<{ make: string; models: string[] }> {
  return apiFetch(`/api/vehicle/models?make=${encodeURIComponent(make)}`, answer, signal ? { signal } : {});
}
