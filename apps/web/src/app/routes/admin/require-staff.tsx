import { Outlet, redirect, useLoaderData } from 'react-router';
import type { Route } from './+types/require-staff';
import { getAdminMe } from '~/features/admin/api/get-admin-me';
import { AdminFrame } from '~/features/admin/components/admin-frame';
import { ApiError } from '~/lib/api-client';
import { rehydrateAllSlices } from '~/lib/state/persisted-store';
import { AppQueryProvider } from '~/lib/query/query-provider';
import { forgetStoredToken } from '~/lib/state/session';
import { RouteFrame } from '~/lib/page-frame';

/**
 * Every back-office page needs a staff session with a second factor (DESIGN §3), asked of the
 * server (the session is an HttpOnly cookie this code cannot see). Without a session, or with a customer's, the page goes to the staff sign-in and comes back afterwards;
 * the API refuses the calls anyway (401/403), this only spares the staff member a broken page.
 */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await rehydrateAllSlices();
  forgetStoredToken();
  const url = new URL(request.url);
  const signIn = (reason?: string) =>
    redirect(
      `/admin/login?redirectTo=${encodeURIComponent(url.pathname + url.search)}${reason ? `&reason=${reason}` : ''}`,
    );
  try {
    const { user } = await getAdminMe(request.signal);
    return { staffName: `${user.firstname} ${user.lastname}`.trim() || user.email };
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return signIn();
    if (error instanceof ApiError && error.status === 403) return signIn('staff-only');
    throw error;
  }
}

export default function RequireStaff() {
  const { staffName } = useLoaderData<typeof clientLoader>();
  return (
    <AdminFrame staffName={staffName}>
      <AppQueryProvider>
        <Outlet />
      </AppQueryProvider>
    </AdminFrame>
  );
}

/** While the session is checked: the back office's frame and the page's own (docs/decisions/0008). */
export function HydrateFallback() {
  return (
    <AdminFrame staffName={null}>
      <RouteFrame />
    </AdminFrame>
  );
}
