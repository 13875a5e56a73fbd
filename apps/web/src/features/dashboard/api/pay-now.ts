import type { PayNowAnswer } from '@kestrel/domain/schemas/dashboard';
import { apiFetch } from '~/lib/api-client';

/**
 * GET /api/warranty/{id}/pay-now: what a card payment on this warranty will charge, and for what
 * (missed monthly payments and the balance due), priced by the server as the order will be.
 */
export const getPayNow = (warrantyId: string, signal?: AbortSignal) =>
  apiFetch<PayNowAnswer>(`/api/warranty/${encodeURIComponent(warrantyId)}/pay-now`, signal ? { signal } : {});
