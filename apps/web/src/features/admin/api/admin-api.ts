import type { SessionAnswer } from '@kestrel/domain/schemas/account';
import type {
  AdminWarrantyAnswer,
  AuditAnswer,
  CustomerAnswer,
  CustomerList,
  EnquiryItem,
  EnquiryList,
  OutboxItem,
  OutboxList,
  StaffChallengeAnswer,
  WorkQueueAnswer,
} from '@kestrel/domain/schemas/admin';
import type { User } from '@kestrel/domain/schemas/account';
import type { WarrantyHistoryAnswer } from '@kestrel/domain/schemas/vehicle-history';
import { apiFetch } from '~/lib/api-client';

/** The back office's calls (docs/back-office.md). Every one needs a staff session with a second factor. */

/** Drops empty values, so `?status=&page=1` becomes `?page=1`. */
export function query(params: Record<string, string | number | undefined | null>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== '') search.set(name, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

const post = <T>(path: string, body: unknown = {}) => apiFetch<T>(path, { method: 'POST', body, loading: true });

export const staffSignIn = {
  password: (email: string, password: string) => post<StaffChallengeAnswer>('/api/admin/login', { email, password }),
  code: (challenge: string, answer: { code: string } | { recoveryCode: string }) =>
    post<SessionAnswer & { recoveryCodes: string[] | null }>('/api/admin/login/verify', { challenge, ...answer }),
};

export const adminMe = (signal?: AbortSignal) => apiFetch<{ user: User }>('/api/admin/me', { signal });

export type QueueFilter = { status?: string; q?: string; flagged?: string; page?: number };
export const workQueue = (filter: QueueFilter, signal?: AbortSignal) =>
  apiFetch<WorkQueueAnswer>(`/api/admin/warranties${query(filter)}`, { signal });

export const adminWarrantyHistory = (id: string, signal?: AbortSignal) =>
  apiFetch<WarrantyHistoryAnswer>(`/api/admin/warranties/${encodeURIComponent(id)}/history`, { signal });

export const adminWarranty = (id: string, signal?: AbortSignal) =>
  apiFetch<AdminWarrantyAnswer>(`/api/admin/warranties/${encodeURIComponent(id)}`, { signal });

const warrantyAction = (id: string, action: string, body?: unknown) =>
  post<AdminWarrantyAnswer>(`/api/admin/warranties/${encodeURIComponent(id)}/${action}`, body);

export const warrantyActions = {
  scheduleInspection: (id: string, body: { date: string; garage: string; notes?: string }) =>
    warrantyAction(id, 'inspection', body),
  pass: (id: string) => warrantyAction(id, 'pass'),
  fail: (id: string, reason: string) => warrantyAction(id, 'fail', { reason }),
  raiseBalance: (id: string, body: { amount: number; reason: string }) => warrantyAction(id, 'balance', body),
};

export const enquiries = {
  list: (filter: { status?: string; page?: number }, signal?: AbortSignal) =>
    apiFetch<EnquiryList>(`/api/admin/enquiries${query(filter)}`, { signal }),
  reply: (id: string, message: string) =>
    post<{ enquiry: EnquiryItem }>(`/api/admin/enquiries/${encodeURIComponent(id)}/reply`, { message }),
  close: (id: string) => post<{ enquiry: EnquiryItem }>(`/api/admin/enquiries/${encodeURIComponent(id)}/close`),
};

export const customers = {
  list: (filter: { q?: string; page?: number }, signal?: AbortSignal) =>
    apiFetch<CustomerList>(`/api/admin/customers${query(filter)}`, { signal }),
  one: (id: string, signal?: AbortSignal) =>
    apiFetch<CustomerAnswer>(`/api/admin/customers/${encodeURIComponent(id)}`, { signal }),
};

export const outbox = {
  list: (filter: { status?: string; to?: string; page?: number }, signal?: AbortSignal) =>
    apiFetch<OutboxList>(`/api/admin/outbox${query(filter)}`, { signal }),
  resend: (id: string) => post<{ email: OutboxItem }>(`/api/admin/outbox/${encodeURIComponent(id)}/resend`),
};

export const auditLog = (page: number, signal?: AbortSignal) =>
  apiFetch<AuditAnswer>(`/api/admin/audit${query({ page })}`, { signal });
