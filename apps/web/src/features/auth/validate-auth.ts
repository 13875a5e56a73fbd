import '~/lib/zod-setup';
import type { z } from 'zod';
import {
  forgotPasswordRequestSchema,
  loginRequestSchema,
  registerRequestSchema,
  resetPasswordRequestSchema,
  type RegisterRequest,
} from '@kestrel/domain/schemas/account';
import { fieldErrors } from '~/lib/form-errors';
import { flattenFieldErrors } from '~/lib/use-form';

export type Verdict<T> = { ok: true; value: T } | { ok: false; errors: Record<string, string> };

/** The shared schema's verdict, with `addr.postcode` and the like keyed by the form's own field names. */
function verdict<S extends z.ZodType>(schema: S, values: unknown): Verdict<z.output<S>> {
  const parsed = schema.safeParse(values);
  return parsed.success
    ? { ok: true, value: parsed.data }
    : { ok: false, errors: flattenFieldErrors(fieldErrors(parsed.error)) };
}

export const validateLogin = (values: { email: string; password: string }) => verdict(loginRequestSchema, values);

export const validateEmail = (values: { email: string }) => verdict(forgotPasswordRequestSchema, values);

export const validateReset = (values: { password: string; confirmPassword: string }) =>
  verdict(resetPasswordRequestSchema, values);

export const validateRegistration = (values: unknown): Verdict<RegisterRequest> =>
  verdict(registerRequestSchema, values);
