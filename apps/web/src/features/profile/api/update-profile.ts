import type { UpdateProfileRequest, User } from '@kestrel/domain/schemas/account';
import { apiFetch } from '~/lib/api-client';
import { accountAnswer } from '~/lib/answer-schemas';

const answer = accountAnswer((m) => m.userAnswerSchema);

/** PUT /api/user/update-profile: names, phone and address; the e-mail is sent but never changes. */
export function updateProfile(profile: UpdateProfileRequest): Promise<{ user: User; message: string }> {
  return apiFetch('/api/user/update-profile', answer, {
    method: 'PUT',
    body: profile,
    loading: true,
  });
}
