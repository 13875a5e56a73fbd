import type { ClientConfig } from '@kestrel/domain/schemas/account';
import type { CompleteMonthlyAnswer, StartMonthlyAnswer } from '@kestrel/domain/schemas/direct-debit';
import type { CreateOrderRequest } from '@kestrel/domain/schemas/purchase';
import { apiFetch } from '~/lib/api-client';

let monthly: Promise<boolean> | null = null;

/** Whether this deployment offers monthly payment (GET /api/config), once per page load. */
export function monthlyPaymentsOffered(): Promise<boolean> {
  monthly ??= apiFetch<ClientConfig>('/api/config').then(
    (config) => config.monthlyPayments === true,
    () => {
      monthly = null;
      return false;
    },
  );
  return monthly;
}

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
