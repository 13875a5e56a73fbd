import { Outlet, redirect } from 'react-router';
import type { Route } from './+types/require-session';
import { rehydrateAllSlices } from '~/lib/state/persisted-store';
import { AppQueryProvider } from '~/lib/query/query-provider';
import { logoutIfExpired, readToken } from '~/lib/state/session';

/** Spec §2: protected routes go to /login without a session, and come back after login. */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await rehydrateAllSlices();
  logoutIfExpired();
  if (!readToken()) {
    const url = new URL(request.url);
    return redirect(`/login?redirectTo=${encodeURIComponent(url.pathname + url.search)}`);
  }
  return null;
}

export default function RequireSession() {
  return (
    <AppQueryProvider>
      <Outlet />
    </AppQueryProvider>
  );
}
