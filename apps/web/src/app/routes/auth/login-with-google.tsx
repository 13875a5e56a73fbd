import { Link } from 'react-router';
import { AuthCard } from '~/features/auth/components/auth-card';
import { GoogleHintForm } from '~/features/auth/components/google-hint-form';
import { DASHBOARD } from '~/features/auth/destinations';
import { pageMeta } from '~/lib/meta';

export const meta = () =>
  pageMeta({
    title: 'Login with Google',
    description: 'Sign in with your Google account.',
    path: '/auth/login-with-google',
  });

/** DESIGN §2: a real page, where the e-mail typed becomes Google's login hint. */
export default function LoginWithGooglePage() {
  return (
    <AuthCard title="Login with Google" lead="Enter your Google email address, then continue to Google.">
      <GoogleHintForm next={DASHBOARD} />
      <p className="mt-6 text-center text-muted">
        No Google account?{' '}
        <Link to="/login" className="font-semibold text-teal-700">
          Log in with your email
        </Link>
      </p>
    </AuthCard>
  );
}
