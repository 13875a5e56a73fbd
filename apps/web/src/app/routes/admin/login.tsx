import { useNavigate, useSearchParams } from 'react-router';
import type { Route } from './+types/login';
import { StaffSignIn } from '~/features/admin/components/staff-sign-in';
import { AuthCard } from '~/features/auth/components/auth-card';
import { safeRedirect } from '~/features/auth/destinations';
import { pageMeta } from '~/lib/meta';

export const meta = ({ location }: Route.MetaArgs) =>
  pageMeta({ title: 'Staff sign-in', description: 'Sign in to the Kestrel back office.', path: location.pathname });

/** Only back-office pages are a place to come back to after a staff sign-in. */
function staffDestination(asked: string | null): string {
  const path = safeRedirect(asked);
  return path && (path === '/admin' || path.startsWith('/admin/')) && !path.startsWith('/admin/login')
    ? path
    : '/admin';
}

/** /admin/login: the staff sign-in, with a second factor (DESIGN §3). */
export default function StaffLoginPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const staffOnly = params.get('reason') === 'staff-only';
  return (
    <AuthCard
      title="Staff sign-in"
      lead={
        staffOnly
          ? 'The back office is for Kestrel staff. Sign in with your staff account to carry on.'
          : 'Sign in with your staff email address and password, then a one-time code.'
      }
    >
      <StaffSignIn onDone={() => void navigate(staffDestination(params.get('redirectTo')), { replace: true })} />
    </AuthCard>
  );
}
