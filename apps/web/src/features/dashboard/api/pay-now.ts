import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '~/lib/api-client';
import { dashboardAnswer } from '~/lib/answer-schemas';
import { queryKeys } from '~/lib/query-keys';

const answer = dashboardAnswer((m) => m.payNowAnswerSchema);

/**
 * GET /api/warranty/{id}/pay-now: what a card payment on this warranty will charge, and for what
 * (missed monthly payments and the balance due), priced by the server as the order will be.
 */
export const getPayNow = (warrantyId: string, signal?: AbortSignal) =>
  apiFetch(`/api/warranty/${encodeURIComponent(warrantyId)}/pay-now`, answer, signal ? { signal } : {});

/** Read from the server each time a dialog opens: never kept, never taken as fresh. */
export const payNowQueryOptions = (warrantyId: string) =>
  queryOptions({
    queryKey: queryKeys.warranties.payNow(warrantyId),
    queryFn: ({ signal }) => getPayNow(warrantyId, signal),
    staleTime: 0,
    gcTime: 0,
  });

/** What a card payment on this warranty would charge now. */
export const usePayNow = (warrantyId: string) => useQuery(payNowQueryOptions(warrantyId));
