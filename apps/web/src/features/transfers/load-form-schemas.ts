import { lazySchemas } from '~/lib/forms/lazy-schema';

/** The transfer form's schema, fetched on first focus or submit. */
const schema = lazySchemas(() => import('./form-schemas'));

export const transferSchemas = {
  start: schema((m) => m.startTransferRequestSchema),
};
