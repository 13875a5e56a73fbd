import { useRef, useState } from 'react';
import { errorMessage } from '~/lib/api-client';

export type RequestState = { kind: 'ready' } | { kind: 'sending' } | { kind: 'failed'; message: string };

/**
 * One request at a time from a confirming button: a double click, or a click while the first is
 * under way, sends nothing more (a ref, not only state, since a second click can come before a
 * re-render). A failure is kept as its message and frees the button for another try.
 */
export function useOneRequest(send: () => Promise<void>, onError?: (error: unknown) => void) {
  const [state, setState] = useState<RequestState>({ kind: 'ready' });
  const sending = useRef(false);

  async function run() {
    if (sending.current) return;
    sending.current = true;
    setState({ kind: 'sending' });
    try {
      await send();
    } catch (error) {
      sending.current = false;
      onError?.(error);
      setState({ kind: 'failed', message: errorMessage(error) });
    }
  }

  return { state, busy: state.kind === 'sending', run: () => void run() };
}
