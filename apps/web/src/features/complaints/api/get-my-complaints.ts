import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '~/lib/api-client';
import { complaintAnswer } from '~/lib/answer-schemas';
import { queryKeys } from '~/lib/query-keys';

const answer = complaintAnswer((m) => m.myComplaintsAnswerSchema);

/** GET /api/complaints: my complaints, newest first. */
export const getMyComplaints = (signal?: AbortSignal) => apiFetch('/api/complaints', answer, { signal });

export const myComplaintsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.complaints.mine(), queryFn: ({ signal }) => getMyComplaints(signal) });

export const useMyComplaints = () => useQuery(myComplaintsQueryOptions());
