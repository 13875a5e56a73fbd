import type { UpdateProfileRequest, User } from '@kestrel/domain/schemas/account';
import { apiFetch } from '~/lib/api-client';

/** PUT /api/user/update-profile: names, phone and address; the e-mail is sent but never changes. */
export function updateProfile(profile: UpdateProfileRequest): Promise<{ user: User; message: string }> {
  return apiFetch<{ user: User; message: string }>('/api/user/update-profile', {
    method: 'PUT',
    body: profile,
    loading: true,
  });
}
