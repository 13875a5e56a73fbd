import { lazySchemas } from '~/lib/forms/lazy-schema';

/** Steps 3 and 4's schemas (with the shared rules, and so Zod), fetched on first focus or submit. */
const schema = lazySchemas(() => import('./form-schemas'));

export const warrantyDetailsSchema = schema((m) => m.warrantyDetailsSchema);
export const planChoiceSchema = schema((m) => m.planChoiceSchema);
