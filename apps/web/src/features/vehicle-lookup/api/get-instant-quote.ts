import type { InstantQuoteAnswer } from '@kestrel/domain/schemas/purchase';
import { apiFetch } from '~/lib/api-client';

/** GET /api/quote/instant: the "from" price of each cover level for a registration and mileage. */
export function getInstantQuote(registration: string, mileage: number, signal?: AbortSignal) {
  const query = new URLSearchParams({ reg: registration, mileage: String(mileage) });
  return apiFetch<InstantQuoteAnswer>(`/api/quote/instant?${query.toString()}`, signal ? { signal } : {});
}
