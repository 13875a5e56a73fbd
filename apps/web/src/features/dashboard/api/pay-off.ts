import type { CreateOrderAnswer } from '@kestrel/domain/schemas/purchase';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '~/lib/api-client';
import { directDebitAnswer, purchaseAnswer } from '~/lib/answer-schemas';
import { queryKeys } from '~/lib/query-keys';

const answer = directDebitAnswer((m) => m.payOffAnswerSchema);
const orderAnswer = purchaseAnswer((m) => m.createOrderAnswerSchema);

/**
 * GET /api/warranty/{id}/pay-off: what paying the rest of the monthly plan by card would charge
 * now and which instalments it covers, or why it cannot be paid now (priced by the server).
 */
export const getPayOff = (warrantyId: string, signal?: AbortSignal) =>
  apiFetch(`/api/warranty/${encodeURIComponent(warrantyId)}/pay-off`, answer, signal ? { signal } : {});

/** Read from the server each time the panel shows: never kept, never taken as fresh. */
export const payOffQueryOptions = (warrantyId: string) =>
  queryOptions({
    queryKey: queryKeys.warranties.payOff(warrantyId),
    queryFn: ({ signal }) => getPayOff(warrantyId, signal),
    staleTime: 0,
    gcTime: 0,
  });

export const usePayOff = (warrantyId: string) => useQuery(payOffQueryOptions(warrantyId));

/**
 * POST /api/warranty/{id}/pay-off/order: a PayPal order for everything still to collect. The
 * server sets the amount; PayPal sends the buyer back to the dashboard's balance return, which
 * captures it.
 */
export function createPayOffOrder(warrantyId: string): Promise<CreateOrderAnswer> {
  return apiFetch(`/api/warranty/${encodeURIComponent(warrantyId)}/pay-off/order`, orderAnswer, {
    method: 'POST',
    body: {},
  });
}
