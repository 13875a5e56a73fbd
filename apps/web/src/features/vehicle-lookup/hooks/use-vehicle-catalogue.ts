import { useCallback, useEffect, useState } from 'react';
import { errorMessage } from '~/lib/api-client';
import { getMakes } from '../api/get-makes';
import { getModels } from '../api/get-models';

export type ListState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ready'; items: string[] }
  | { status: 'failed'; message: string };

type Fetcher = (key: string, signal: AbortSignal) => Promise<string[]>;

/**
 * A list fetched for `key` (and again on retry). Each answer is kept with the request it answers,
 * so a slow answer for an older key never shows, and a new key reads as loading at once.
 */
function useList(key: string, fetchList: Fetcher) {
  const [attempt, setAttempt] = useState(0);
  const [answer, setAnswer] = useState<{ request: string; state: ListState } | null>(null);
  const request = `${key}\u0000${attempt}`;

  useEffect(() => {
    if (!key) return;
    const abort = new AbortController();
    fetchList(key, abort.signal).then(
      (items) => setAnswer({ request, state: { status: 'ready', items } }),
      (error: unknown) => {
        if (!abort.signal.aborted) setAnswer({ request, state: { status: 'failed', message: errorMessage(error) } });
      },
    );
    return () => abort.abort();
  }, [key, request, fetchList]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const state: ListState = !key
    ? { status: 'idle' }
    : answer?.request === request
      ? answer.state
      : { status: 'loading' };
  return { state, retry };
}

const fetchMakes: Fetcher = (_key, signal) => getMakes(signal).then((answer) => answer.makes);
const fetchModels: Fetcher = (make, signal) => getModels(make, signal).then((answer) => answer.models);

/** The makes we list, for the make select of /purchase/find-registration. */
export function useMakes() {
  return useList('makes', fetchMakes);
}

/** The models of the chosen make; idle until a make is chosen. */
export function useModels(make: string) {
  return useList(make, fetchModels);
}
