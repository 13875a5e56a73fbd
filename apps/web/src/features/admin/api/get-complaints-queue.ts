import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '~/lib/api-client';
import { complaintAnswer } from '~/lib/answer-schemas';
import { queryKeys } from '~/lib/query-keys';
import { listSearch } from './requests';

const answer = complaintAnswer((m) => m.complaintsQueueAnswerSchema);

/** GET /api/admin/complaints: open complaints first, by final-response day, with owner and overdue; counts by status. */
export const getComplaintsQueue = (status: string, signal?: AbortSignal) =>
  apiFetch(`/api/admin/complaints${listSearch({ status })}`, answer, { signal });

export const complaintsQueueQueryOptions = (status: string) =>
  queryOptions({
    queryKey: queryKeys.admin.complaintsQueue.list({ status }),
    queryFn: ({ signal }) => getComplaintsQueue(status, signal),
  });

export const useComplaintsQueue = (status: string) => useQuery(complaintsQueueQueryOptions(status));
