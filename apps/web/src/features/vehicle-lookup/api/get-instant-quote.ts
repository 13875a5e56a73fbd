import { apiFetch } from '~/lib/api-client';
import { purchaseAnswer } from '~/lib/answer-schemas';

const answer = purchaseAnswer((m) => m.instantQuoteAnswerSchema);

/** GET /api/quote/instant: the "from" price of each cover level for a registration and mileage. */
export function getInstantQuote(registration: string, mileage: number, signal?: AbortSignal) {
  const query = new URLSearchParams({ reg: registration, mileage: String(mileage) });
  return apiFetch(`/api/quote/instant?${query.toString()}`, answer, signal ? { signal } : {});
}
