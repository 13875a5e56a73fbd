import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '~/lib/api-client';
import { adminAnswer } from '~/lib/answer-schemas';
import { queryKeys } from '~/lib/query-keys';
import { listSearch } from './requests';

export type CustomersFilter = { q?: string; page?: number };

const answer = adminAnswer((m) => m.customerListSchema);

/** GET /api/admin/customers: the customers, searchable by name or e-mail. */
export const getCustomers = (filter: CustomersFilter, signal?: AbortSignal) =>
  apiFetch(`/api/admin/customers${listSearch(filter)}`, answer, { signal });

export const customersQueryOptions = (filter: CustomersFilter) =>
  queryOptions({ queryKey: queryKeys.admin.customers(filter), queryFn: ({ signal }) => getCustomers(filter, signal) });

export const useCustomers = (filter: CustomersFilter) => useQuery(customersQueryOptions(filter));
