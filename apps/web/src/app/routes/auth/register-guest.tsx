import { Link, useNavigate, useSearchParams } from 'react-router';
import { register } from '~/features/auth/api/register';
import { AuthCard } from '~/features/auth/components/auth-card';
import { DetailsForm } from '~/features/auth/components/details-form';
import { PURCHASE_DETAILS, safeRedirect } from '~/features/auth/destinations';
import { pageMeta } from '~/lib/meta';
import { startSession } from '~/lib/state/session';
import { toast } from '~/lib/toast';

export const meta = () =>
  pageMeta({
    title: 'Continue as a guest',
    description: 'Add your details to continue your warranty quote. No password needed now.',
    path: '/auth/reg-as-guest',
  });

/** Spec §9: the registration success toast stays 5 seconds. */
const REGISTRATION_TOAST_MS = 5000;

/** Guest registration (DESIGN §2): details, no password; signed in at once, a set-password link by e-mail. */
export default function RegisterGuestPage() {
  const navigate = useNavigate();
  // A page that sent the visitor here to register (a warranty transfer's link) is where they go back to.
  const next = safeRedirect(useSearchParams()[0].get('redirectTo')) ?? PURCHASE_DETAILS;
  return (
    <AuthCard
      title="Continue as a guest"
      lead={
        <>
          All fields are required. We&apos;ll email you a link to set a password for next time. Already registered?{' '}
          <Link to="/auth/login-as-guest" className="font-semibold text-teal-700">
            Login as Guest
          </Link>
        </>
      }
    >
      <DetailsForm
        submitLabel="Continue"
        conflictHelp={
          <p>
            This email address already has an account.{' '}
            <Link to="/auth/login-as-guest" className="font-semibold text-teal-700">
              Login as Guest
            </Link>{' '}
            with it, or{' '}
            <Link to="/auth/forgot-password-mail" className="font-semibold text-teal-700">
              set a password
            </Link>{' '}
            if you have not chosen one yet.
          </p>
        }
        onSubmit={async (body) => {
          const answer = await register(body);
          startSession(answer);
          toast.success(answer.message, { durationMs: REGISTRATION_TOAST_MS });
          void navigate(next, { replace: true });
        }}
      />
    </AuthCard>
  );
}
