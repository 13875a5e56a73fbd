import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '~/lib/api-client';
import { adminAnswer } from '~/lib/answer-schemas';
import { queryKeys } from '~/lib/query-keys';
import { listSearch } from './requests';

export type OutboxFilter = { status?: string; to?: string; page?: number };

const answer = adminAnswer((m) => m.outboxListSchema);

/** GET /api/admin/outbox: the e-mails we send, by status and recipient. */
export const getOutbox = (filter: OutboxFilter, signal?: AbortSignal) =>
  apiFetch(`/api/admin/outbox${listSearch(filter)}`, answer, { signal });

export const outboxQueryOptions = (filter: OutboxFilter) =>
  queryOptions({ queryKey: queryKeys.admin.outbox(filter), queryFn: ({ signal }) => getOutbox(filter, signal) });

export const useOutbox = (filter: OutboxFilter) => useQuery(outboxQueryOptions(filter));
