import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '~/lib/api-client';
import { claimAnswer } from '~/lib/answer-schemas';
import { queryKeys } from '~/lib/query-keys';
import { listSearch } from './requests';

const answer = claimAnswer((m) => m.claimsQueueAnswerSchema);

/** The queue's filters: a status, and `decided: 'automatic'` for the daily sample check ('' for none). */
export interface ClaimsQueueFilter {
  status: string;
  decided: string;
}

/** GET /api/admin/claims: every claim, open ones first, the one waiting longest at the top; counts by status. */
export const getClaimsQueue = (filter: ClaimsQueueFilter, signal?: AbortSignal) =>
  apiFetch(`/api/admin/claims${listSearch({ ...filter })}`, answer, { signal });

export const claimsQueueQueryOptions = (filter: ClaimsQueueFilter) =>
  queryOptions({
    queryKey: queryKeys.admin.claimsQueue.list({ ...filter }),
    queryFn: ({ signal }) => getClaimsQueue(filter, signal),
  });

export const useClaimsQueue = (filter: ClaimsQueueFilter) => useQuery(claimsQueueQueryOptions(filter));
