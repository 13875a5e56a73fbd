import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '~/lib/api-client';
import { complaintAnswer } from '~/lib/answer-schemas';
import { queryKeys } from '~/lib/query-keys';
import { myComplaintPath } from './paths';

const answer = complaintAnswer((m) => m.myComplaintAnswerSchema);

/** GET /api/complaints/{id}: one of my complaints, with its dates, timeline, outcome and the arbiter's door. */
export const getMyComplaint = (id: string, signal?: AbortSignal) => apiFetch(myComplaintPath(id), answer, { signal });

export const myComplaintQueryOptions = (id: string) =>
  queryOptions({ queryKey: queryKeys.complaints.one(id), queryFn: ({ signal }) => getMyComplaint(id, signal) });

export const useMyComplaint = (id: string) => useQuery(myComplaintQueryOptions(id));
