import { Outlet, redirect } from 'react-router';
import type { Route } from './+types/require-session';
import { rehydrateAllSlices } from '~/lib/state/persisted-store';
import { AppQueryProvider } from '~/lib/query/query-provider';
import { forgetStoredToken, isSignedIn, startSession } from '~/lib/state/session';
import { getProfile } from '~/features/profile/api/get-profile';
import { RouteFrame } from '~/lib/page-frame';

/**
 * Spec §2: protected routes go to /login without a session, and come back after login. The
 * session is an HttpOnly cookie this code cannot see, so a browser that does not know it is
 * signed in asks the server once (GET /api/user/profile) before sending the user to /login.
 */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await rehydrateAllSlices();
  forgetStoredToken();
  if (isSignedIn()) return null;
  const user = await getProfile(request.signal).then(
    (answer) => answer.user,
    () => null,
  );
  if (user) {
    startSession({ user });
    return null;
  }
  const url = new URL(request.url);
  return redirect(`/login?redirectTo=${encodeURIComponent(url.pathname + url.search)}`);
}

export default function RequireSession() {
  return (
    <AppQueryProvider>
      <Outlet />
    </AppQueryProvider>
  );
}

/** While the session is checked: the page's frame (docs/decisions/0008). */
export function HydrateFallback() {
  return <RouteFrame />;
}
