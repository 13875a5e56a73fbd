import { Link } from 'react-router';
import { AuthCard } from '~/features/auth/components/auth-card';
import { ForgotPasswordForm } from '~/features/auth/components/forgot-password-form';
import { pageMeta } from '~/lib/meta';

export const meta = () =>
  pageMeta({
    title: 'Forgot your password?',
    description: 'Get a link to reset your password, or to set one for a guest account.',
    path: '/auth/forgot-password-mail',
  });

/** Spec §2: enter the e-mail, Submit, then Resend. Guests set their first password this way too. */
export default function ForgotPasswordPage() {
  return (
    <AuthCard
      title="Forgot your password?"
      lead="Enter your email address and we'll send you a link to choose a new password. Guests use this to set one."
    >
      <ForgotPasswordForm />
      <p className="mt-6 text-center">
        <Link to="/login" className="font-semibold text-teal-700">
          Back to login
        </Link>
      </p>
    </AuthCard>
  );
}
