import { lazyChunk } from '~/lib/lazy-chunk';

/** Step 3's date rules (with the shared messages, and so Zod), fetched on first focus or submit. */
const rules = lazyChunk(() => import('./validate-warranty-details'));

export const warmRules = rules.warm;
export const loadRules = rules.load;
