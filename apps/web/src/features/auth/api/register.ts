import type { z } from 'zod';
import type { registerRequestSchema, SessionAnswer } from '@kestrel/domain/schemas/account';
import { apiFetch } from '~/lib/api-client';
import { accountAnswer } from '~/lib/answer-schemas';

const answer = accountAnswer((m) => m.sessionAnswerSchema);

export type RegisterBody = z.input<typeof registerRequestSchema>;

/** POST /api/user/register: a guest, or (googleRegistration) the account of a verified Google sign-in. */
export function register(body: RegisterBody): Promise<SessionAnswer> {
  return apiFetch('/api/user/register', answer, { method: 'POST', body, loading: true });
}
