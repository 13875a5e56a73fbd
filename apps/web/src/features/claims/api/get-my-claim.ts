import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '~/lib/api-client';
import { claimAnswer } from '~/lib/answer-schemas';
import { queryKeys } from '~/lib/query-keys';
import { myClaimPath } from './paths';

const answer = claimAnswer((m) => m.myClaimAnswerSchema);

/** GET /api/claims/my-claims/{id}: one of my claims, with its decision, timeline and files. */
export const getMyClaim = (id: string, signal?: AbortSignal) => apiFetch(myClaimPath(id), answer, { signal });

export const myClaimQueryOptions = (id: string) =>
  queryOptions({ queryKey: queryKeys.claims.one(id), queryFn: ({ signal }) => getMyClaim(id, signal) });

export const useMyClaim = (id: string) => useQuery(myClaimQueryOptions(id));
