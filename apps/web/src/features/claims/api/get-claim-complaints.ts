import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '~/lib/api-client';
import { complaintAnswer } from '~/lib/answer-schemas';
import { queryKeys } from '~/lib/query-keys';

const answer = complaintAnswer((m) => m.myComplaintsAnswerSchema);

/** GET /api/complaints: the customer's complaints, to find one about a claim's decision (the Complaints page's key). */
export const getMyComplaints = (signal?: AbortSignal) => apiFetch('/api/complaints', answer, { signal });

export const claimComplaintsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.complaints.mine(), queryFn: ({ signal }) => getMyComplaints(signal) });

/** Asked only once the claim is decided: before that there is no decision to dispute. */
export const useClaimComplaints = (enabled: boolean) => useQuery({ ...claimComplaintsQueryOptions(), enabled });
