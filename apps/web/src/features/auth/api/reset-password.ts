import { apiFetch } from '~/lib/api-client';
import { accountAnswer } from '~/lib/answer-schemas';

const answer = accountAnswer((m) => m.messageAnswerSchema);

/** PUT /api/user/password/reset/{token}: the e-mailed link's token and the new password twice. */
export function resetPassword(
  token: string,
  body: { password: string; confirmPassword: string },
): Promise<{ message: string }> {
  return apiFetch(`/api/user/password/reset/${encodeURIComponent(token)}`, answer, {
    method: 'PUT',
    body,
    loading: true,
  });
}
