import type { SessionAnswer } from '@kestrel/domain/schemas/account';
import { apiFetch } from '~/lib/api-client';
import { accountAnswer } from '~/lib/answer-schemas';

const answer = accountAnswer((m) => m.updatePasswordAnswerSchema);

export interface UpdatePasswordRequest {
  curPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/**
 * PUT /api/user/update-password. The server ends every session, this one included, and answers a
 * fresh token that must replace the one held.
 */
export function updatePassword(passwords: UpdatePasswordRequest): Promise<SessionAnswer> {
  return apiFetch('/api/user/update-password', answer, { method: 'PUT', body: passwords, loading: true });
}
