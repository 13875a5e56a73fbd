import { apiFetch } from '~/lib/api-client';
import { accountAnswer } from '~/lib/answer-schemas';

const answer = accountAnswer((m) => m.messageAnswerSchema);

/** POST /api/user/password/forgot: the same answer whether or not the e-mail has an account. */
export function forgotPassword(email: string): Promise<{ message: string }> {
  return apiFetch('/api/user/password/forgot', answer, { method: 'POST', body: { email }, loading: true });
}
