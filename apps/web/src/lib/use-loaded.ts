import { useCallback, useEffect, useEffectEvent, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ApiError, errorMessage } from '~/lib/api-client';

export type LoadState<T> = { status: 'loading' } | { status: 'ready'; data: T } | { status: 'failed'; message: string };

/** Staff sign in on their own page; everyone else on /login. */
const signInPathFor = (pathname: string) => (pathname.startsWith('/admin') ? '/admin/login' : '/login');

/**
 * Loads what a dashboard or back-office page or modal shows, again whenever `key` changes. `retry` after a
 * failure shows the loading state; `reload` (after a change) keeps showing the old data until the
 * new arrives. A 401 has already logged out (apiFetch): back to /login, returning here afterwards.
 */
export function useLoaded<T>(key: string, load: (signal: AbortSignal) => Promise<T>) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [state, setState] = useState<LoadState<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  const run = useEffectEvent((signal: AbortSignal) => {
    load(signal).then(
      (data) => {
        if (!signal.aborted) setState({ status: 'ready', data });
      },
      (error: unknown) => {
        if (signal.aborted) return;
        if (error instanceof ApiError && error.status === 401) {
          void navigate(`${signInPathFor(pathname)}?redirectTo=${encodeURIComponent(pathname)}`, { replace: true });
          return;
        }
        setState({ status: 'failed', message: errorMessage(error) });
      },
    );
  });

  useEffect(() => {
    const abort = new AbortController();
    run(abort.signal);
    return () => abort.abort();
  }, [key, attempt]);

  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);

  return { state, data: state.status === 'ready' ? state.data : null, retry, reload };
}
