import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '~/lib/api-client';
import { directDebitAnswer } from '~/lib/answer-schemas';
import { queryKeys } from '~/lib/query-keys';
import { listSearch } from './requests';

export type MonthlyPlansFilter = { filter?: string; page?: number };

const answer = directDebitAnswer((m) => m.adminMonthlyPlansAnswerSchema);

/** GET /api/admin/direct-debit/plans: the warranties paid monthly, by what needs attention. */
export const getMonthlyPlans = (filter: MonthlyPlansFilter, signal?: AbortSignal) =>
  apiFetch(`/api/admin/direct-debit/plans${listSearch(filter)}`, answer, { signal });

export const monthlyPlansQueryOptions = (filter: MonthlyPlansFilter) =>
  queryOptions({
    queryKey: queryKeys.admin.monthlyPlans(filter),
    queryFn: ({ signal }) => getMonthlyPlans(filter, signal),
  });

export const useMonthlyPlans = (filter: MonthlyPlansFilter) => useQuery(monthlyPlansQueryOptions(filter));
