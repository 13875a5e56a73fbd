import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '~/lib/api-client';
import { adminAnswer } from '~/lib/answer-schemas';
import { queryKeys } from '~/lib/query-keys';
import { listSearch } from './requests';

const answer = adminAnswer((m) => m.auditAnswerSchema);

/** GET /api/admin/audit: what staff and the system changed, newest first, a page at a time. */
export const getAuditLog = (page: number, signal?: AbortSignal) =>
  apiFetch(`/api/admin/audit${listSearch({ page })}`, answer, { signal });

export const auditLogQueryOptions = (page: number) =>
  queryOptions({ queryKey: queryKeys.admin.audit(page), queryFn: ({ signal }) => getAuditLog(page, signal) });

export const useAuditLog = (page: number) => useQuery(auditLogQueryOptions(page));
