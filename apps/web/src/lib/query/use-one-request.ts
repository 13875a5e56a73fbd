import { useMutation } from '@tanstack/react-query';
import { useRef } from 'react';
import { errorMessage } from '~/lib/api-client';

export type RequestState = { kind: 'ready' } | { kind: 'sending' } | { kind: 'failed'; message: string };

/**
 * One request at a time from a confirming button, as a mutation: a double click, or a click while
 * the first is under way, sends nothing more (a ref, not only state, since a second click can come
 * before a re-render). After success it stays "sending" while the page moves on; a failure is
 * kept as its message and frees the button for another try. A page that stays (a dialog that can
 * be opened again) calls `reset` before the next request.
 */
export function useOneRequest(send: () => Promise<void>, onError?: (error: unknown) => void) {
  const sent = useRef(false);
  const mutation = useMutation({
    mutationFn: send,
    onError: (error) => {
      sent.current = false;
      onError?.(error);
    },
  });
  const state: RequestState = mutation.isError
    ? { kind: 'failed', message: errorMessage(mutation.error) }
    : mutation.isIdle
      ? { kind: 'ready' }
      : { kind: 'sending' };

  function run() {
    if (sent.current) return;
    sent.current = true;
    mutation.mutate();
  }

  function reset() {
    sent.current = false;
    mutation.reset();
  }

  return { state, busy: state.kind === 'sending', run, reset };
}
