import type { RegistrationCheckAnswer } from '@kestrel/domain/schemas/purchase';
import { apiFetch } from '~/lib/api-client';

/** POST /api/warranty/check (spec §7): 200 when we may sell cover for this registration. */
export function checkRegistration(registration: string): Promise<RegistrationCheckAnswer> {
  return apiFetch<RegistrationCheckAnswer>('/api/warranty/check', {
    method: 'POST',
    body: { reg_num: registration },
    loading: true,
  });
}
