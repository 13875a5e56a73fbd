import type { AnswerSchema } from '~/lib/api-client';
import { apiFetch } from '~/lib/api-client';

/** The claim calls of the customer and the garage (docs/claims.md). */

export const myClaimPath = (id: string) => `/api/claims/my-claims/${encodeURIComponent(id)}`;
export const garageClaimPath = (token: string) => `/api/garage/claims/${encodeURIComponent(token)}`;

/** A claim's step: POST with a JSON body, the global spinner on while it runs. */
export const claimPost = <T>(path: string, answer: AnswerSchema<T>, body: unknown = {}) =>
  apiFetch(path, answer, { method: 'POST', body, loading: true });
