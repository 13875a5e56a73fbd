import { lazyChunk } from '~/lib/lazy-chunk';

/** The profile forms' validators (shared Zod schemas), fetched on first focus or submit. */
const validators = lazyChunk(() => import('./validate-profile'));

export const warmValidators = validators.warm;
export const loadValidators = validators.load;
