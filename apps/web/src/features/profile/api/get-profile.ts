import type { User } from '@kestrel/domain/schemas/account';
import { apiFetch } from '~/lib/api-client';

/** GET /api/user/profile: the signed-in user (docs/accounts.md). */
export function getProfile(signal?: AbortSignal): Promise<{ user: User }> {
  return apiFetch<{ user: User }>('/api/user/profile', signal ? { signal } : {});
}
