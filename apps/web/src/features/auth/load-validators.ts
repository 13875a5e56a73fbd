import { lazyChunk } from '~/lib/lazy-chunk';

/** The sign-in forms' validators (shared Zod schemas), fetched on first focus or submit. */
const validators = lazyChunk(() => import('./validate-auth'));

export const warmValidators = validators.warm;
export const loadValidators = validators.load;
