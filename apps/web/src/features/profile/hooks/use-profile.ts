import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError, errorMessage } from '~/lib/api-client';
import { rememberUser } from '~/lib/state/session';
import { useUserDetails } from '~/lib/state/slices';
import { getProfile } from '../api/get-profile';

type LoadState = { status: 'loading' } | { status: 'ready' } | { status: 'failed'; message: string };

/**
 * Loads the signed-in user afresh on every visit (the stored copy may be stale) and keeps it in the
 * stores, where the forms' answers update it too. A 401 has already logged out (apiFetch): back to
 * /login, returning here afterwards.
 */
export function useProfile() {
  const user = useUserDetails((s) => s.value);
  const navigate = useNavigate();
  const [state, setState] = useState<LoadState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const abort = new AbortController();
    getProfile(abort.signal).then(
      (answer) => {
        rememberUser(answer.user);
        setState({ status: 'ready' });
      },
      (error: unknown) => {
        if (abort.signal.aborted) return;
        if (error instanceof ApiError && error.status === 401) {
          void navigate(`/login?redirectTo=${encodeURIComponent('/dashboard/profile')}`, { replace: true });
          return;
        }
        setState({ status: 'failed', message: errorMessage(error) });
      },
    );
    return () => abort.abort();
  }, [attempt, navigate]);

  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);

  return { user: state.status === 'ready' ? user : null, state, retry };
}
