import { lazySchemas } from '~/lib/forms/lazy-schema';

/** The complaint form's schema, fetched on first focus or submit. */
const schema = lazySchemas(() => import('./form-schemas'));

export const complaintSchemas = {
  complaint: schema((m) => m.complaintFormSchema),
};
