import { Link, useNavigate, useParams } from 'react-router';
import { AuthCard } from '~/features/auth/components/auth-card';
import { ResetPasswordForm } from '~/features/auth/components/reset-password-form';
import { pageMeta } from '~/lib/meta';

// No canonical path: the address holds a secret token. Never indexed.
export const meta = () => [
  ...pageMeta({ title: 'Choose a new password', description: 'Set a new password for your account.' }),
  { name: 'robots', content: 'noindex' },
];

/** The e-mailed link (spec §2); on success, 'Password updated, Login Again.' and /login (spec §4). */
export default function ResetPasswordPage() {
  const { token = '' } = useParams();
  const navigate = useNavigate();
  return (
    <AuthCard title="Choose a new password" lead="A few random words make a strong password that is easy to remember.">
      <ResetPasswordForm token={token} onReset={() => void navigate('/login', { replace: true })} />
      <p className="mt-6 text-center">
        <Link to="/auth/forgot-password-mail" className="font-semibold text-teal-700">
          Ask for a new link
        </Link>
      </p>
    </AuthCard>
  );
}
