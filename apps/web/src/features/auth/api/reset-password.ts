import { apiFetch } from '~/lib/api-client';

/** PUT /api/user/password/reset/{token}: the e-mailed link's token and the new password twice. */
export function resetPassword(
  token: string,
  body: { password: string; confirmPassword: string },
): Promise<{ message: string }> {
  return apiFetch<{ message: string }>(`/api/user/password/reset/${encodeURIComponent(token)}`, {
    method: 'PUT',
    body,
    loading: true,
  });
}
