import { lazySchemas } from '~/lib/forms/lazy-schema';

/** Step 3's schema (with the shared date rules, and so Zod), fetched on first focus or submit. */
export const warrantyDetailsSchema = lazySchemas(() => import('./form-schemas'))((m) => m.warrantyDetailsSchema);
