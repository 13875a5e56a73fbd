import { lazySchemas } from '~/lib/forms/lazy-schema';

/** The sign-in forms' shared schemas, fetched on first focus or submit. */
const schema = lazySchemas(() => import('./form-schemas'));

export const authSchemas = {
  login: schema((m) => m.loginRequestSchema),
  email: schema((m) => m.forgotPasswordRequestSchema),
  googleHint: schema((m) => m.googleHintSchema),
  reset: schema((m) => m.resetPasswordRequestSchema),
  register: schema((m) => m.registerRequestSchema),
};
