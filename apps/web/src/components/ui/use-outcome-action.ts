import { useState } from 'react';
import type { Outcome } from '~/components/ui/form-outcome';
import { errorMessage } from '~/lib/api-client';

/**
 * A button's request whose answer is said under it (FormOutcome): busy while it runs, then the
 * server's message in green, or the failure's in red. `act` answers the server's message.
 */
export function useOutcomeAction<Args extends unknown[]>(act: (...args: Args) => Promise<string>) {
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [busy, setBusy] = useState(false);
  async function run(...args: Args) {
    setBusy(true);
    setOutcome(null);
    try {
      setOutcome({ kind: 'success', message: await act(...args) });
    } catch (error) {
      setOutcome({ kind: 'error', message: errorMessage(error) });
    } finally {
      setBusy(false);
    }
  }
  return { outcome, busy, run };
}
