import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '~/lib/api-client';
import { paymentsAuditAnswer } from '~/lib/answer-schemas';
import { queryKeys } from '~/lib/query-keys';
import { listSearch } from './requests';

const answer = paymentsAuditAnswer((m) => m.paymentsAuditAnswerSchema);

/** GET /api/admin/payments/audit: our payments checked against PayPal's and GoCardless's records. */
export const getPaymentsAudit = (since: string, signal?: AbortSignal) =>
  apiFetch(`/api/admin/payments/audit${listSearch({ since })}`, answer, { signal });

export const paymentsAuditQueryOptions = (since: string) =>
  queryOptions({
    queryKey: queryKeys.admin.paymentsAudit(since),
    queryFn: ({ signal }) => getPaymentsAudit(since, signal),
  });

export const usePaymentsAudit = (since: string) => useQuery(paymentsAuditQueryOptions(since));
