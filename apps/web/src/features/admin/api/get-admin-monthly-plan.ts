import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiFetch } from '~/lib/api-client';
import { directDebitAnswer } from '~/lib/answer-schemas';
import { queryKeys } from '~/lib/query-keys';
import { warrantyPath } from './requests';

const answer = directDebitAnswer((m) => m.adminMonthlyPlanAnswerSchema);

/** GET /api/admin/warranties/{id}/direct-debit: the mandate, schedule, collections and GoCardless's events; null when paid in full. */
export const getAdminMonthlyPlan = (id: string, signal?: AbortSignal) =>
  apiFetch(`${warrantyPath(id)}/direct-debit`, answer, { signal }).catch((error: unknown) => {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  });

export const adminMonthlyPlanQueryOptions = (id: string) =>
  queryOptions({ queryKey: queryKeys.admin.monthlyPlan(id), queryFn: ({ signal }) => getAdminMonthlyPlan(id, signal) });

export const useAdminMonthlyPlan = (id: string) => useQuery(adminMonthlyPlanQueryOptions(id));
