import { lazySchemas } from '~/lib/forms/lazy-schema';

/** The profile forms' shared schemas, fetched on first focus or submit. */
const schema = lazySchemas(() => import('./form-schemas'));

export const profileSchemas = {
  profile: schema((m) => m.updateProfileRequestSchema),
  password: schema((m) => m.updatePasswordRequestSchema),
};
