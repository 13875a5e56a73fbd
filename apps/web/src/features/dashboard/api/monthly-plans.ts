import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '~/lib/api-client';
import { directDebitAnswer } from '~/lib/answer-schemas';
import { queryKeys } from '~/lib/query-keys';

const plansAnswer = directDebitAnswer((m) => m.myMonthlyPlansAnswerSchema);
const cancelAnswer = directDebitAnswer((m) => m.cancelMonthlyAnswerSchema);
const bankDetailsAnswer = directDebitAnswer((m) => m.changeBankDetailsAnswerSchema);
const planAnswer = directDebitAnswer((m) => m.monthlyPlanViewSchema);

const planPath = (warrantyId: string) => `/api/warranty/${encodeURIComponent(warrantyId)}/direct-debit`;

/** GET /api/warranty/direct-debit: my warranties paid monthly, each with its schedule. */
export const getMyMonthlyPlans = (signal?: AbortSignal) =>
  apiFetch('/api/warranty/direct-debit', plansAnswer, { signal });

export const myMonthlyPlansQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.monthlyPlans.mine(), queryFn: ({ signal }) => getMyMonthlyPlans(signal) });

/** My monthly plans, shared by "Your monthly payments" and the warranty cards (one request). */
export const useMyMonthlyPlans = () => useQuery(myMonthlyPlansQueryOptions());

/** POST /api/warranty/{id}/direct-debit/cancel: stop the Direct Debit (refunded within 14 days). */
export const cancelMonthlyPlan = (warrantyId: string) =>
  apiFetch(`${planPath(warrantyId)}/cancel`, cancelAnswer, { method: 'POST', body: {} });

/** POST /api/warranty/{id}/direct-debit/bank-details: GoCardless's page for a new mandate. */
export const startBankDetailsChange = (warrantyId: string) =>
  apiFetch(`${planPath(warrantyId)}/bank-details`, bankDetailsAnswer, { method: 'POST', body: {} });

/** Back from that page: the payments still to come move to the new mandate (once, however often called). */
export const completeBankDetailsChange = (warrantyId: string) =>
  apiFetch(`${planPath(warrantyId)}/bank-details/complete`, planAnswer, { method: 'POST', body: {} });
