import { Link, useMatches, useNavigate, useSearchParams } from 'react-router';
import type { Route } from './+types/login';
import { AuthCard, OrDivider } from '~/features/auth/components/auth-card';
import { GoogleButton } from '~/features/auth/components/google-button';
import { LoginForm } from '~/features/auth/components/login-form';
import { destinationAfterLogin, safeRedirect, type LoginVariant } from '~/features/auth/destinations';
import { pageMeta } from '~/lib/meta';

/** One module, three route ids (routes.ts): the id says which login this is. */
const variants: Record<string, LoginVariant> = {
  'login:main': 'account',
  'login:auth': 'purchase',
  'login:guest': 'guest',
};
const variantOf = (routeId: string | undefined): LoginVariant => variants[routeId ?? ''] ?? 'account';

const titles: Record<LoginVariant, string> = { account: 'Login', purchase: 'Login', guest: 'Login as Guest' };

const leads: Record<LoginVariant, string> = {
  account: 'Welcome back. Log in with your email address and password.',
  purchase: 'Log in to carry on with your quote.',
  guest: 'Use the email address you bought with and the password you set from our email.',
};

export function meta({ location, matches }: Route.MetaArgs): Route.MetaDescriptors {
  const variant = variantOf(matches.at(-1)?.id);
  return pageMeta({
    title: titles[variant],
    description:
      variant === 'account'
        ? 'Log in to see your warranties, payments and documents.'
        : 'Log in to continue your warranty quote.',
    path: location.pathname,
  });
}

/**
 * /login, /auth/login and /auth/login-as-guest (spec §2): one form, three titles and destinations
 * (spec §4). The guest login has no Google option.
 */
export default function LoginPage() {
  const variant = variantOf(useMatches().at(-1)?.id);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const asked = safeRedirect(params.get('redirectTo'));
  const next = destinationAfterLogin(variant, asked);

  return (
    <AuthCard title={titles[variant]} lead={asked ? 'Please log in to see that page.' : leads[variant]}>
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
