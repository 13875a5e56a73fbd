import { UserDashboard, userDashboardFrame } from '~/features/dashboard/components/user-dashboard';
import { pageMeta } from '~/lib/meta';

export const meta = () =>
  pageMeta({
    title: 'My dashboard',
    description: 'Your warranties at a glance: cover dates, inspection progress, certificates and renewals.',
  });

export const handle = userDashboardFrame;

/** Spec §2 "/dashboard/user-dashboard" (needs a session: routes.ts puts it under require-session). */
export default function UserDashboardPage() {
  return <UserDashboard />;
}
