import type { SessionAnswer } from '@kestrel/domain/schemas/account';
import { apiFetch } from '~/lib/api-client';
import { accountAnswer } from '~/lib/answer-schemas';

const answer = accountAnswer((m) => m.sessionAnswerSchema);

export type PasswordLogin = { email: string; password: string };
export type GoogleLogin = { googleLogin: true; credential: string; state: string };

/** POST /api/user/login: e-mail and password, or a Google ID token the server verifies. */
export function login(body: PasswordLogin | GoogleLogin): Promise<SessionAnswer> {
  return apiFetch('/api/user/login', answer, { method: 'POST', body, loading: true });
}
