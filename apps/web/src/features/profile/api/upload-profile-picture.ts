import type { User } from '@kestrel/domain/schemas/account';
import { apiFetch } from '~/lib/api-client';
import { accountAnswer } from '~/lib/answer-schemas';

const answer = accountAnswer((m) => m.userAnswerSchema);

/** PUT /api/user/update-profile/image: multipart, the file in field `profile_img`. */
export function uploadProfilePicture(file: File): Promise<{ user: User; message: string }> {
  const form = new FormData();
  form.append('profile_img', file);
  return apiFetch('/api/user/update-profile/image', answer, { method: 'PUT', body: form });
}
