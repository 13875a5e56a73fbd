import type { User } from '@kestrel/domain/schemas/account';
import { apiFetch } from '~/lib/api-client';

/** PUT /api/user/update-profile/image: multipart, the file in field `profile_img`. */
export function uploadProfilePicture(file: File): Promise<{ user: User; message: string }> {
  const form = new FormData();
  form.append('profile_img', file);
  return apiFetch<{ user: User; message: string }>('/api/user/update-profile/image', { method: 'PUT', body: form });
}
