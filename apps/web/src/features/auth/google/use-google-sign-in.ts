import { useEffect, useState } from 'react';
import { errorMessage } from '~/lib/api-client';
import { toast } from '~/lib/toast';
import { startGoogleSignIn } from './google-sign-in';

/** Spec §8: the Google failure message when the error carries none. */
export const GOOGLE_LOGIN_FAILED = 'An error occurred during Google login.';

/**
 * Starts Google sign-in and reports whether the browser is on its way there. Coming back with the
 * Back button can restore this page from the back-forward cache, still "leaving": `pageshow`
 * re-enables it.
 */
export function useGoogleSignIn(next: string) {
  const [leaving, setLeaving] = useState(false);

  useEffect(() => {
    const restored = (event: PageTransitionEvent) => {
      if (event.persisted) setLeaving(false);
    };
    window.addEventListener('pageshow', restored);
    return () => window.removeEventListener('pageshow', restored);
  }, []);

  async function start(loginHint?: string) {
    if (leaving) return;
    setLeaving(true);
    try {
      await startGoogleSignIn(next, loginHint);
    } catch (error) {
      setLeaving(false);
      toast.error(errorMessage(error, GOOGLE_LOGIN_FAILED));
    }
  }

  return { leaving, start };
}
