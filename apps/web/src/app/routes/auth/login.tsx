import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import type { Route } from './+types/login';
import { AuthCard, OrDivider } from '~/features/auth/components/auth-card';
import { GoogleButton } from '~/features/auth/components/google-button';
import { LoginForm } from '~/features/auth/components/login-form';
import { destinationAfterLogin, type LoginVariant } from '~/features/auth/destinations';
import { pageMeta } from '~/lib/meta';

function variantOf(pathname: string): LoginVariant {
  if (pathname.startsWith('/auth/login-as-guest')) return 'guest';
  return pathname.startsWith('/auth/login') ? 'purchase' : 'account';
}

const titles: Record<LoginVariant, string> = { account: 'Login', purchase: 'Login', guest: 'Login as Guest' };

export const meta = ({ location }: Route.MetaArgs) => {
  const variant = variantOf(location.pathname);
  return pageMeta({
    title: titles[variant],
    description:
      variant === 'account'
        ? 'Log in to see your warranties, payments and documents.'
        : 'Log in to continue your warranty quote.',
    path: location.pathname,
  });
};

/**
 * /login, /auth/login and /auth/login-as-guest (spec §2): one form, three titles and destinations.
 * The guest login has no Google option.
 */
export default function LoginPage() {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const variant = variantOf(pathname);
  const next = destinationAfterLogin(variant, params.get('redirectTo'));

  return (
    <AuthCard
      title={titles[variant]}
      lead={
        variant === 'guest'
          ? 'Use the email address you bought with and the password you set from our email.'
          : 'Welcome back. Log in with your email address and password.'
      }
    >
      <LoginForm onSignedIn={() => void navigate(next, { replace: true })} />
      {variant === 'guest' ? null : (
        <>
          <OrDivider />
          <GoogleButton label="Login with Google" next={next} />
        </>
      )}
      <p className="mt-6 text-center text-muted">
        New here?{' '}
        <Link to="/auth/reg-as-guest" className="font-semibold text-teal-700">
          Continue as a guest
        </Link>{' '}
        to get a quote.
      </p>
    </AuthCard>
  );
}
