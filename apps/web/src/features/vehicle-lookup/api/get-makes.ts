import { apiFetch } from '~/lib/api-client';
import { purchaseAnswer } from '~/lib/answer-schemas';

const answer = purchaseAnswer((m) => m.makesAnswerSchema);

/** GET /api/vehicle/makes: the car and van makes we list, A–Z. */
export function getMakes(signal?: AbortSignal): Promise<{ makes: string[] }> {
  return apiFetch('/api/vehicle/makes', answer, signal ? { signal } : {});
}
