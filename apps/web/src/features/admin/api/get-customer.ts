import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '~/lib/api-client';
import { adminAnswer } from '~/lib/answer-schemas';
import { queryKeys } from '~/lib/query-keys';

const answer = adminAnswer((m) => m.customerAnswerSchema);

export const customerPath = (id: string) => `/api/admin/customers/${encodeURIComponent(id)}`;

/** GET /api/admin/customers/{id}: one customer's details, warranties and payments. */
export const getCustomer = (id: string, signal?: AbortSignal) => apiFetch(customerPath(id), answer, { signal });

export const customerQueryOptions = (id: string) =>
  queryOptions({ queryKey: queryKeys.admin.customer(id), queryFn: ({ signal }) => getCustomer(id, signal) });

export const useCustomer = (id: string) => useQuery(customerQueryOptions(id));
