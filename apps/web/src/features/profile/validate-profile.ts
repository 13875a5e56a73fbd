import '~/lib/zod-setup';
import {
  updatePasswordRequestSchema,
  updateProfileRequestSchema,
  type UpdateProfileRequest,
} from '@kestrel/domain/schemas/account';
import { fieldErrors } from '~/lib/form-errors';
import { flattenFieldErrors } from '~/lib/use-form';
import type { UpdatePasswordRequest } from './api/update-password';

type Verdict<T> = { ok: true; value: T } | { ok: false; errors: Record<string, string> };

/** The shared schema's verdict, with `addr.postcode` and the like keyed by the form's own field names. */
export function validateProfile(values: unknown): Verdict<UpdateProfileRequest> {
  const parsed = updateProfileRequestSchema.safeParse(values);
  return parsed.success
    ? { ok: true, value: parsed.data }
    : { ok: false, errors: flattenFieldErrors(fieldErrors(parsed.error)) };
}

export function validatePasswordChange(values: unknown): Verdict<UpdatePasswordRequest> {
  const parsed = updatePasswordRequestSchema.safeParse(values);
  return parsed.success ? { ok: true, value: parsed.data } : { ok: false, errors: fieldErrors(parsed.error) };
}
