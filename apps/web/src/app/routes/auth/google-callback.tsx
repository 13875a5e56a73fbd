import { Link, redirect, useLoaderData } from 'react-router';
import { login } from '~/features/auth/api/login';
import { AuthCard } from '~/features/auth/components/auth-card';
import { DASHBOARD, safeRedirect } from '~/features/auth/destinations';
import { keepPendingRegistration, takePendingSignIn } from '~/features/auth/google/google-sign-in';
import { ApiError, errorMessage } from '~/lib/api-client';
import { pageMeta } from '~/lib/meta';
import { rehydrateAllSlices } from '~/lib/state/persisted-store';
import { startSession } from '~/lib/state/session';
import { toast } from '~/lib/toast';

export const meta = () => [
  ...pageMeta({ title: 'Signing you in', description: 'Completing Google sign-in.', path: '/auth/google-callback' }),
  { name: 'robots', content: 'noindex' },
];

const MISMATCH = 'We could not complete Google sign-in. Please try again.';

type GoogleAnswer = { google: { email: string; firstname: string; lastname: string } };

/**
 * Where Google sends the browser back (docs/accounts.md): checks `state`, then asks our server to
 * verify the ID token. No account yet → /auth/details-missing with the verified names.
 */
export async function clientLoader() {
  await rehydrateAllSlices();
  const answer = new URLSearchParams(window.location.hash.slice(1));
  // The token must not stay in the address bar or the history; the router's own state is kept.
  window.history.replaceState(window.history.state, '', window.location.pathname);
  const pending = takePendingSignIn();
  if (!pending || answer.get('state') !== pending.state) return { problem: MISMATCH };
  if (answer.get('error')) {
    toast.error(answer.get('error') === 'access_denied' ? 'Google sign-in was cancelled.' : MISMATCH);
    return redirect('/login');
  }
  const credential = answer.get('id_token');
  if (!credential) return { problem: MISMATCH };

  try {
    startSession(await login({ googleLogin: true, credential, state: pending.state }));
    return redirect(safeRedirect(pending.next) ?? DASHBOARD);
  } catch (error) {
    if (error instanceof ApiError && error.code === 'GOOGLE_ACCOUNT_NOT_FOUND') {
      const { google } = error.body as GoogleAnswer;
      keepPendingRegistration({ credential, state: pending.state, next: pending.next, google });
      return redirect('/auth/details-missing');
    }
    const problem = errorMessage(error, 'An error occurred during Google login.');
    toast.error(problem);
    return { problem };
  }
}

export function HydrateFallback() {
  return (
    <AuthCard title="Signing you in with Google…">
      <p role="status" className="text-muted">
        Please wait a moment.
      </p>
    </AuthCard>
  );
}

export default function GoogleCallbackPage() {
  const { problem } = useLoaderData<typeof clientLoader>();
  return (
    <AuthCard title="Google sign-in did not finish">
      <p role="alert" className="font-medium text-danger">
        {problem}
      </p>
      <p className="mt-4">
        <Link to="/login" className="font-semibold text-teal-700">
          Back to login
        </Link>
      </p>
    </AuthCard>
  );
}
