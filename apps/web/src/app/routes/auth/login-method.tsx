import { Link } from 'react-router';
import { buttonClasses } from '~/components/ui/button';
import { AuthCard, OrDivider } from '~/features/auth/components/auth-card';
import { GoogleButton } from '~/features/auth/components/google-button';
import { PURCHASE_DETAILS } from '~/features/auth/destinations';
import { pageMeta } from '~/lib/meta';

export const meta = () =>
  pageMeta({
    title: 'How would you like to continue?',
    description: 'Continue with Google, as a guest, or log in to carry on with your quote.',
    path: '/auth/login-method',
  });

/** Step 1's Continue without a session lands here (DESIGN §2): Google, guest, or log in. */
export default function LoginMethodPage() {
  return (
    <AuthCard
      title="How would you like to continue?"
      lead="We need a few details to prepare your quote and send your documents."
    >
      <div className="space-y-3">
        <GoogleButton label="Continue With Google" next={PURCHASE_DETAILS} />
        <Link to="/auth/reg-as-guest" className={`${buttonClasses('plain', { width: 'full' })} gap-3`}>
          Continue As Guest
        </Link>
      </div>
      <OrDivider />
      <p className="text-center text-muted">
        Already have an account?{' '}
        <Link to="/auth/login" className="font-semibold text-teal-700">
          Log In
        </Link>
      </p>
    </AuthCard>
  );
}
