import { toast } from './toast';

/**
 * A module fetched on first use rather than with the page (the shared Zod schemas weigh more than
 * the forms that use them). `warm` starts the fetch early, on a form's first focus, so a submit
 * rarely waits; `load` gives the module for a submit, or null and a toast when it cannot be
 * fetched. A failed fetch is tried again on the next call.
 */
export function lazyChunk<T>(importer: () => Promise<T>) {
  let loading: Promise<T> | null = null;
  const fetchOnce = () =>
    (loading ??= importer().catch((error: unknown) => {
      loading = null;
      throw error;
    }));
  const warm = (): void => {
    fetchOnce().catch(() => undefined);
  };
  const load = async (): Promise<T | null> => {
    try {
      return await fetchOnce();
    } catch {
      toast.error('Loading chunk failed. Please reload the page and try again.');
      return null;
    }
  };
  return { warm, load };
}
