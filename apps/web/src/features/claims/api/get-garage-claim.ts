import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '~/lib/api-client';
import { claimAnswer } from '~/lib/answer-schemas';
import { queryKeys } from '~/lib/query-keys';
import { garageClaimPath } from './paths';

const answer = claimAnswer((m) => m.garageClaimAnswerSchema);

/** GET /api/garage/claims/{token}: the claim as the garage sees it behind its private link. */
export const getGarageClaim = (token: string, signal?: AbortSignal) =>
  apiFetch(garageClaimPath(token), answer, { signal });

export const garageClaimQueryOptions = (token: string) =>
  queryOptions({
    queryKey: queryKeys.claims.garage(token),
    queryFn: ({ signal }) => getGarageClaim(token, signal),
    retry: false,
  });

export const useGarageClaim = (token: string) => useQuery(garageClaimQueryOptions(token));
