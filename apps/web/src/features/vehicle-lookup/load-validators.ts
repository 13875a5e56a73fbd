import { lazyChunk } from '~/lib/lazy-chunk';

/** The vehicle forms' validators (shared Zod schemas), fetched on first focus or submit. */
const validators = lazyChunk(() => import('./validate-vehicle'));

export const warmValidators = validators.warm;
export const loadValidators = validators.load;
