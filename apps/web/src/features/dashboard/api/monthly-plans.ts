import type {
  CancelMonthlyAnswer,
  ChangeBankDetailsAnswer,
  MonthlyPlanView,
  MyMonthlyPlansAnswer,
} from '@kestrel/domain/schemas/direct-debit';
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

/** POST /api/warranty/{id}/direct-debit/bank-details: GoCardless's page for a new mandate. */
export const startBankDetailsChange = (warrantyId: string) =>
  apiFetch<ChangeBankDetailsAnswer>(`/api/warranty/${encodeURIComponent(warrantyId)}/direct-debit/bank-details`, {
    method: 'POST',
    body: {},
  });

/** Back from that page: the payments still to come move to the new mandate (once, however often called). */
export const completeBankDetailsChange = (warrantyId: string) =>
  apiFetch<MonthlyPlanView>(`/api/warranty/${encodeURIComponent(warrantyId)}/direct-debit/bank-details/complete`, {
    method: 'POST',
    body: {},
  });
