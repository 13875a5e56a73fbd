import { useState } from 'react';
import { ApiError, errorMessage } from './api-client';
import { toast } from './toast';
import { flattenFieldErrors } from './use-form';

/**
 * Sends a validated form: `busy` while the call runs. A refusal puts the server's field errors
 * on the form and its message in a toast (or hands it to `onRefused`). A form whose success
 * leaves the page (`leaves`) stays busy, so nothing is sent twice on the way out.
 */
export function useSending(showErrors: (errors: Record<string, string>) => void) {
  const [busy, setBusy] = useState(false);

  async function send(
    work: () => Promise<unknown>,
    options: { leaves?: boolean; onRefused?: (error: unknown) => void } = {},
  ): Promise<void> {
    setBusy(true);
    try {
      await work();
      if (!options.leaves) setBusy(false);
    } catch (error) {
      if (error instanceof ApiError) showErrors(flattenFieldErrors(error.fields));
      if (options.onRefused) options.onRefused(error);
      else toast.error(errorMessage(error));
      setBusy(false);
    }
  }

  return { busy, send };
}
