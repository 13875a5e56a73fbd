import type { CancelMonthlyAnswer, MyMonthlyPlansAnswer } from '@kestrel/domain/schemas/direct-debit';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '~/lib/api-client';

/** GET /api/warranty/direct-debit: my warranties paid monthly, each with its schedule. */
export const getMyMonthlyPlans = (signal?: AbortSignal) =>
  apiFetch<MyMonthlyPlansAnswer>('/api/warranty/direct-debit', { signal });

export const monthlyPlansKey = ['my-monthly-plans'] as const;

/** My monthly plans, shared by "Your monthly payments" and the warranty cards (one request). */
export const useMyMonthlyPlans = () =>
  useQuery({ queryKey: monthlyPlansKey, queryFn: ({ signal }) => getMyMonthlyPlans(signal) });

/** POST /api/warranty/{id}/direct-debit/cancel: stop the Direct Debit (refunded within 14 days). */
export const cancelMonthlyPlan = (warrantyId: string) =>
  apiFetch<CancelMonthlyAnswer>(`/api/warranty/${encodeURIComponent(warrantyId)}/direct-debit/cancel`, {
    method: 'POST',
    body: {},
  });
