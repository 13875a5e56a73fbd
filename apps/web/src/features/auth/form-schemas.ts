import { z } from '~/lib/zod-setup';
import {
  emailSchema,
  forgotPasswordRequestSchema,
  loginRequestSchema,
  registerRequestSchema,
  resetPasswordRequestSchema,
} from '@kestrel/domain/schemas/account';

/**
 * The sign-in forms' schemas: the server's own (the server has the last word). Fetched on a
 * form's first focus, so Zod stays out of the pages' first load.
 */
export { forgotPasswordRequestSchema, loginRequestSchema, registerRequestSchema, resetPasswordRequestSchema };

/** Google's `login_hint`: optional, but a valid address when given (lower case, as Google expects). */
export const googleHintSchema = z.object({
  email: z
    .string()
    .trim()
    .superRefine((email, context) => {
      if (!email) return;
      const parsed = emailSchema.safeParse(email);
      if (!parsed.success) context.addIssue({ code: 'custom', message: parsed.error.issues[0]?.message ?? '' });
    })
    .transform((email) => (email ? email.toLowerCase() : undefined)),
});
