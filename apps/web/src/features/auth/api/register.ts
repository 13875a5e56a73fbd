import type { z } from 'zod';
import type { registerRequestSchema, SessionAnswer } from '@kestrel/domain/schemas/account';
import { apiFetch } from '~/lib/api-client';

export type RegisterBody = z.input<typeof registerRequestSchema>;

/** POST /api/user/register: a guest, or (googleRegistration) the account of a verified Google sign-in. */
export function register(body: RegisterBody): Promise<SessionAnswer> {
  return apiFetch<SessionAnswer>('/api/user/register', { method: 'POST', body, loading: true });
}
