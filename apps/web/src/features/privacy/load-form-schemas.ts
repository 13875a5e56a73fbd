import { lazySchemas } from '~/lib/forms/lazy-schema';

/** The privacy forms' shared schemas, fetched on first focus or submit. */
const schema = lazySchemas(() => import('./form-schemas'));

export const privacySchemas = {
  eraseAccount: schema((m) => m.eraseAccountRequestSchema),
};
