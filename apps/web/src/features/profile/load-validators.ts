import { toast } from '~/lib/toast';
import type * as ValidateProfile from './validate-profile';

type Validators = typeof ValidateProfile;

let loading: Promise<Validators> | null = null;

/**
 * The shared Zod schemas are fetched on a form's first focus or submit rather than with the page:
 * they weigh more than the profile page itself. A failed fetch is retried on the next call.
 */
function preloadValidators(): Promise<Validators> {
  loading ??= import('./validate-profile').catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

/** Starts the fetch early (a form's first focus) so a submit rarely waits; a failure waits for submit. */
export function warmValidators(): void {
  preloadValidators().catch(() => undefined);
}

/** The validators for a submit, or null (and a toast) when the chunk could not be fetched. */
export async function loadValidators(): Promise<Validators | null> {
  try {
    return await preloadValidators();
  } catch {
    toast.error('Loading chunk failed. Please reload the page and try again.');
    return null;
  }
}
