import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '~/lib/api-client';
import { complaintAnswer } from '~/lib/answer-schemas';
import { queryKeys } from '~/lib/query-keys';
import { complaintPath } from './requests';

const answer = complaintAnswer((m) => m.adminComplaintAnswerSchema);

/** GET /api/admin/complaints/{id}: one complaint with the customer, owner, staff notes and next step. */
export const getAdminComplaint = (id: string, signal?: AbortSignal) => apiFetch(complaintPath(id), answer, { signal });

export const adminComplaintQueryOptions = (id: string) =>
  queryOptions({ queryKey: queryKeys.admin.complaint(id), queryFn: ({ signal }) => getAdminComplaint(id, signal) });

export const useAdminComplaint = (id: string) => useQuery(adminComplaintQueryOptions(id));
