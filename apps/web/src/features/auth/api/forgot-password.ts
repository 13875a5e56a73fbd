import { apiFetch } from '~/lib/api-client';

/** POST /api/user/password/forgot: the same answer whether or not the e-mail has an account. */
export function forgotPassword(email: string): Promise<{ message: string }> {
  return apiFetch<{ message: string }>('/api/user/password/forgot', { method: 'POST', body: { email }, loading: true });
}
