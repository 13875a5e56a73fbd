import type { PrivacyRequest, RecordPrivacyRequest } from '@kestrel/domain/schemas/privacy';
import { apiFetch } from '~/lib/api-client';
import { downloadFile } from '~/lib/download-file';

/** Data requests by e-mail, phone or letter (docs/privacy.md "Requests handled by staff"). */
export const privacyRequestsApi = {
  list: (signal?: AbortSignal) => apiFetch<{ requests: PrivacyRequest[] }>('/api/admin/privacy-requests', { signal }),
  record: (body: RecordPrivacyRequest) =>
    apiFetch<{ request: PrivacyRequest }>('/api/admin/privacy-requests', { method: 'POST', body, loading: true }),
  erase: (id: string) =>
    apiFetch<{ request: PrivacyRequest }>(`/api/admin/privacy-requests/${id}/erase`, { method: 'POST', loading: true }),
  refuse: (id: string, reason: string) =>
    apiFetch<{ request: PrivacyRequest }>(`/api/admin/privacy-requests/${id}/refuse`, {
      method: 'POST',
      body: { reason },
      loading: true,
    }),
};

/** Answers an access request: the customer's data saved as one JSON file; the request is closed. */
export function exportForRequest(id: string): Promise<void> {
  return downloadFile(`/api/admin/privacy-requests/${id}/export`, 'kestrel-customer-data.json', { method: 'POST' });
}
