import type {
  AdminInstalmentAnswer,
  AdminMonthlyPlansAnswer,
  CancelMonthlyAnswer,
} from '@kestrel/domain/schemas/direct-debit';
import { apiFetch } from '~/lib/api-client';
import { query } from './admin-api';

const planPath = (id: string, action: string) =>
  `/api/admin/warranties/${encodeURIComponent(id)}/direct-debit/${action}`;
const post = <T>(path: string, body: unknown = {}) => apiFetch<T>(path, { method: 'POST', body, loading: true });

/** The back office's monthly plans (issue 19) and staff's actions on one, each audited by the server. */
export const monthlyPlans = {
  list: (filter: { filter?: string; page?: number }, signal?: AbortSignal) =>
    apiFetch<AdminMonthlyPlansAnswer>(`/api/admin/direct-debit/plans${query(filter)}`, { signal }),
  retry: (id: string, number: number) => post<AdminInstalmentAnswer>(planPath(id, 'retry'), { number }),
  refund: (id: string, number: number) => post<AdminInstalmentAnswer>(planPath(id, 'refund'), { number }),
  cancel: (id: string) => post<CancelMonthlyAnswer>(planPath(id, 'cancel')),
};
