import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '~/lib/api-client';
import { claimAnswer } from '~/lib/answer-schemas';
import { queryKeys } from '~/lib/query-keys';
import { listSearch } from './requests';

const answer = claimAnswer((m) => m.claimsQueueAnswerSchema);

/** GET /api/admin/claims: every claim, open ones first, the one waiting longest at the top; counts by status. */
export const getClaimsQueue = (status: string, signal?: AbortSignal) =>
  apiFetch(`/api/admin/claims${listSearch({ status })}`, answer, { signal });

export const claimsQueueQueryOptions = (status: string) =>
  queryOptions({
    queryKey: queryKeys.admin.claimsQueue.list({ status }),
    queryFn: ({ signal }) => getClaimsQueue(status, signal),
  });

export const useClaimsQueue = (status: string) => useQuery(claimsQueueQueryOptions(status));
