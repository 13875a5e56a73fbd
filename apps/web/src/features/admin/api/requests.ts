import type { AnswerSchema } from '~/lib/api-client';
import { apiFetch } from '~/lib/api-client';

/** The back office's calls (docs/back-office.md). Every one needs a staff session with a second factor. */

/** A list's filters as a query string, empty values dropped: `?status=&page=1` becomes `?page=1`. */
export function listSearch(params: Record<string, string | number | undefined | null>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== '') search.set(name, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** A staff action: POST with a JSON body, the global spinner on while it runs. */
export const staffPost = <T>(path: string, answer: AnswerSchema<T>, body: unknown = {}) =>
  apiFetch(path, answer, { method: 'POST', body, loading: true });

export const warrantyPath = (id: string) => `/api/admin/warranties/${encodeURIComponent(id)}`;
export const claimPath = (id: string) => `/api/admin/claims/${encodeURIComponent(id)}`;
export const complaintPath = (id: string) => `/api/admin/complaints/${encodeURIComponent(id)}`;
