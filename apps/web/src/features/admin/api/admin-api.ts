import type { SessionAnswer } from '@kestrel/domain/schemas/account';
import type {
  AdminWarrantyAnswer,
  AuditAnswer,
  CustomerAccessAnswer,
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
import type { PaymentsAuditAnswer } from '@kestrel/domain/schemas/payments-audit';
import type { AdminClaimAnswer, ClaimsQueueAnswer } from '@kestrel/domain/schemas/claim-answers';
import type { StaffClaimRequests as Bodies } from '@kestrel/domain/schemas/claims';
import { ApiError, apiFetch } from '~/lib/api-client';
import type { AdminMonthlyPlanAnswer } from '@kestrel/domain/schemas/direct-debit';

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
  disable: (id: string) => post<CustomerAccessAnswer>(`/api/admin/customers/${encodeURIComponent(id)}/disable`),
  enable: (id: string) => post<CustomerAccessAnswer>(`/api/admin/customers/${encodeURIComponent(id)}/enable`),
};

export const outbox = {
  list: (filter: { status?: string; to?: string; page?: number }, signal?: AbortSignal) =>
    apiFetch<OutboxList>(`/api/admin/outbox${query(filter)}`, { signal }),
  resend: (id: string) => post<{ email: OutboxItem }>(`/api/admin/outbox/${encodeURIComponent(id)}/resend`),
  release: (id: string) => post<{ email: OutboxItem }>(`/api/admin/outbox/${encodeURIComponent(id)}/release`),
};

export const paymentsAudit = (since: string, signal?: AbortSignal) =>
  apiFetch<PaymentsAuditAnswer>(`/api/admin/payments/audit${query({ since })}`, { signal });

export const auditLog = (page: number, signal?: AbortSignal) =>
  apiFetch<AuditAnswer>(`/api/admin/audit${query({ page })}`, { signal });

export const claimsQueue = (status: string, signal?: AbortSignal) =>
  apiFetch<ClaimsQueueAnswer>(`/api/admin/claims${query({ status })}`, { signal });

export const adminClaim = (id: string, signal?: AbortSignal) =>
  apiFetch<AdminClaimAnswer>(`/api/admin/claims/${encodeURIComponent(id)}`, { signal });

/** Where the claims team sends a photo or document (multipart, with progress: `uploadWithProgress`). */
export const adminClaimFilesUrl = (id: string) => `/api/admin/claims/${encodeURIComponent(id)}/files`;

const claimAction = (id: string, action: string, body: unknown) =>
  post<AdminClaimAnswer>(`/api/admin/claims/${encodeURIComponent(id)}/${action}`, body);

/** The claims team's decisions (docs/claims.md); each answers the claim as it now stands. */
export const claimActions = {
  requestInfo: (id: string, body: Bodies['requestInfo']) => claimAction(id, 'request-info', body),
  adjust: (id: string, body: Bodies['adjust']) => claimAction(id, 'adjust', body),
  authorise: (id: string, body: Bodies['authorise']) => claimAction(id, 'authorise', body),
  decline: (id: string, body: Bodies['decline']) => claimAction(id, 'decline', body),
  recordInvoice: (id: string, body: Bodies['recordInvoice']) => claimAction(id, 'invoice', body),
  markPaid: (id: string, body: Bodies['markPaid']) => claimAction(id, 'paid', body),
  reopen: (id: string, note: string) => claimAction(id, 'reopen', { note }),
  garageLink: (id: string) => claimAction(id, 'garage-link', {}),
};

/** A monthly warranty's mandate, schedule, collections and GoCardless's events; null when paid in full. */
export const adminMonthlyPlan = (id: string, signal?: AbortSignal) =>
  apiFetch<AdminMonthlyPlanAnswer>(`/api/admin/warranties/${encodeURIComponent(id)}/direct-debit`, { signal }).catch(
    (error: unknown) => {
      if (error instanceof ApiError && error.status === 404) return null;
      throw error;
    },
  );
