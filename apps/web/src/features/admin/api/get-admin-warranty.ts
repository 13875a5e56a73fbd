import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '~/lib/api-client';
import { adminAnswer } from '~/lib/answer-schemas';
import { queryKeys } from '~/lib/query-keys';
import { warrantyPath } from './requests';

const answer = adminAnswer((m) => m.adminWarrantyAnswerSchema);

/** GET /api/admin/warranties/{id}: one sale with its customer, payments and history. */
export const getAdminWarranty = (id: string, signal?: AbortSignal) => apiFetch(warrantyPath(id), answer, { signal });

export const adminWarrantyQueryOptions = (id: string) =>
  queryOptions({ queryKey: queryKeys.admin.warranty(id), queryFn: ({ signal }) => getAdminWarranty(id, signal) });

export const useAdminWarranty = (id: string) => useQuery(adminWarrantyQueryOptions(id));
