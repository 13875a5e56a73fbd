import type { AnswerSchema } from '~/lib/api-client';
import { apiFetch } from '~/lib/api-client';

/** The customer's complaint calls (docs/complaints.md). */

export const myComplaintPath = (id: string) => `/api/complaints/${encodeURIComponent(id)}`;

/** A complaint's step: POST with a JSON body, the global spinner on while it runs. */
export const complaintPost = <T>(path: string, answer: AnswerSchema<T>, body: unknown = {}) =>
  apiFetch(path, answer, { method: 'POST', body, loading: true });
