import type {
  CompleteMonthlyAnswer,
  MonthlyMandateAnswer,
  StartMonthlyAnswer,
} from '@kestrel/domain/schemas/direct-debit';
import type { CreateOrderRequest } from '@kestrel/domain/schemas/purchase';
import { apiFetch } from '~/lib/api-client';

/** GET /api/warranty/direct-debit/mandate: the server says whether a renewal uses the Direct Debit the customer has. */
export const getMonthlyMandate = (registration: string, signal?: AbortSignal) =>
  apiFetch<MonthlyMandateAnswer>(
    `/api/warranty/direct-debit/mandate?reg_num=${encodeURIComponent(registration)}`,
    signal ? { signal } : {},
  );

/** POST /api/warranty/direct-debit/start: the server prices the plan and opens GoCardless's bank-details page. */
export const startMonthly = (request: CreateOrderRequest) =>
  apiFetch<StartMonthlyAnswer>('/api/warranty/direct-debit/start', { method: 'POST', body: request });

/** POST /api/warranty/direct-debit/complete: back from the bank-details page. */
export const completeMonthly = (reference: string) =>
  apiFetch<CompleteMonthlyAnswer>('/api/warranty/direct-debit/complete', {
    method: 'POST',
    body: { reference },
    loading: true,
  });
