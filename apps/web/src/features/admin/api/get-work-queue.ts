import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '~/lib/api-client';
import { adminAnswer } from '~/lib/answer-schemas';
import { queryKeys } from '~/lib/query-keys';
import { listSearch } from './requests';

export type WorkQueueFilter = { status?: string; q?: string; flagged?: string; page?: number };

const answer = adminAnswer((m) => m.workQueueAnswerSchema);

/** GET /api/admin/warranties: every sale, newest first, by status and search. */
export const getWorkQueue = (filter: WorkQueueFilter, signal?: AbortSignal) =>
  apiFetch(`/api/admin/warranties${listSearch(filter)}`, answer, { signal });

export const workQueueQueryOptions = (filter: WorkQueueFilter) =>
  queryOptions({ queryKey: queryKeys.admin.workQueue(filter), queryFn: ({ signal }) => getWorkQueue(filter, signal) });

export const useWorkQueue = (filter: WorkQueueFilter) => useQuery(workQueueQueryOptions(filter));
