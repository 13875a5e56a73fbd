import type { CreateOrderRequest } from '@kestrel/domain/schemas/purchase';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '~/lib/api-client';
import { directDebitAnswer } from '~/lib/answer-schemas';
import { queryKeys } from '~/lib/query-keys';

const mandateAnswer = directDebitAnswer((m) => m.monthlyMandateAnswerSchema);
const startAnswer = directDebitAnswer((m) => m.startMonthlyAnswerSchema);
const completeAnswer = directDebitAnswer((m) => m.completeMonthlyAnswerSchema);

/** GET /api/warranty/direct-debit/mandate: the server says whether a renewal uses the Direct Debit the customer has. */
export const getMonthlyMandate = (registration: string, signal?: AbortSignal) =>
  apiFetch(
    `/api/warranty/direct-debit/mandate?reg_num=${encodeURIComponent(registration)}`,
    mandateAnswer,
    signal ? { signal } : {},
  );

export const monthlyMandateQueryOptions = (registration: string) =>
  queryOptions({
    queryKey: queryKeys.monthlyPlans.mandate(registration),
    queryFn: ({ signal }) => getMonthlyMandate(registration, signal),
  });

export const useMonthlyMandate = (registration: string) => useQuery(monthlyMandateQueryOptions(registration));

/** POST /api/warranty/direct-debit/start: the server prices the plan and opens GoCardless's bank-details page. */
export const startMonthly = (request: CreateOrderRequest) =>
  apiFetch('/api/warranty/direct-debit/start', startAnswer, { method: 'POST', body: request });

/** POST /api/warranty/direct-debit/complete: back from the bank-details page. */
export const completeMonthly = (reference: string) =>
  apiFetch('/api/warranty/direct-debit/complete', completeAnswer, {
    method: 'POST',
    body: { reference },
    loading: true,
  });
