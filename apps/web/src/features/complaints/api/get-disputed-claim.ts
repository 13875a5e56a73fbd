import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '~/lib/api-client';
import { claimAnswer } from '~/lib/answer-schemas';
import { queryKeys } from '~/lib/query-keys';

const answer = claimAnswer((m) => m.myClaimAnswerSchema);

/** GET /api/claims/my-claims/{id}: the claim whose decision the customer disputes, to name it and its vehicle. */
export const getDisputedClaim = (id: string, signal?: AbortSignal) =>
  apiFetch(`/api/claims/my-claims/${encodeURIComponent(id)}`, answer, { signal });

/** The same key as the claim's own page: one record, read once. */
export const disputedClaimQueryOptions = (id: string) =>
  queryOptions({ queryKey: queryKeys.claims.one(id), queryFn: ({ signal }) => getDisputedClaim(id, signal) });

export const useDisputedClaim = (id: string) => useQuery(disputedClaimQueryOptions(id));
