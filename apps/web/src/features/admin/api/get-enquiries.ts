import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '~/lib/api-client';
import { adminAnswer } from '~/lib/answer-schemas';
import { queryKeys } from '~/lib/query-keys';
import { listSearch } from './requests';

export type EnquiriesFilter = { status?: string; page?: number };

const answer = adminAnswer((m) => m.enquiryListSchema);

/** GET /api/admin/enquiries: the contact form's messages, by status. */
export const getEnquiries = (filter: EnquiriesFilter, signal?: AbortSignal) =>
  apiFetch(`/api/admin/enquiries${listSearch(filter)}`, answer, { signal });

export const enquiriesQueryOptions = (filter: EnquiriesFilter) =>
  queryOptions({ queryKey: queryKeys.admin.enquiries(filter), queryFn: ({ signal }) => getEnquiries(filter, signal) });

export const useEnquiries = (filter: EnquiriesFilter) => useQuery(enquiriesQueryOptions(filter));
