import type { RegistrationCheckAnswer } from '@kestrel/domain/schemas/purchase';
import { apiFetch } from '~/lib/api-client';
import { purchaseAnswer } from '~/lib/answer-schemas';

const answer = purchaseAnswer((m) => m.registrationCheckAnswerSchema);

/**
 * POST /api/warranty/check (spec §7): 200 when we may sell cover for this registration; with the
 * mileage, a 409 HISTORY_REFUSED when the DVSA's MOT record rules it out (DESIGN §8.3).
 */
export function checkRegistration(registration: string, mileage?: number): Promise<RegistrationCheckAnswer> {
  return apiFetch('/api/warranty/check', answer, {
    method: 'POST',
    body: { reg_num: registration, ...(mileage === undefined ? {} : { mileage }) },
    loading: true,
  });
}
