import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { forgotPassword } from '~/features/auth/api/forgot-password';
import { AuthCard, primaryButton } from '~/features/auth/components/auth-card';
import { TextField } from '~/components/forms/text-field';
import { errorMessage } from '~/lib/api-client';
import { pageMeta } from '~/lib/meta';
import { toast } from '~/lib/toast';

export const meta = () =>
  pageMeta({
    title: 'Forgot your password?',
    description: 'Get a link to reset your password, or to set one for a guest account.',
    path: '/auth/forgot-password-mail',
  });

/** Spec §2 and §4: Submit, then the server's message, and the button becomes Resend. */
export default function ForgotPasswordPage() {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [sent, setSent] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!email.trim()) return setError('Enter your email address');
    setError(undefined);
    setBusy(true);
    try {
      const { message } = await forgotPassword(email.trim());
      setSent(message);
      toast.success(message);
    } catch (failure) {
      toast.error(errorMessage(failure));
    } finally {
      setBusy(false);
    }
  }

  return (
    <AuthCard
      title="Forgot your password?"
      lead="Enter your email address and we'll send you a link to choose a new password. Guests use this to set one."
    >
      <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={error}
        />
        {sent ? (
          <p role="status" className="rounded-lg bg-teal-50 p-3 text-teal-700">
            {sent}
          </p>
        ) : null}
        <button type="submit" disabled={busy} className={primaryButton}>
          {sent ? 'Resend' : 'Submit'}
        </button>
      </form>
      <p className="mt-6 text-center">
        <Link to="/login" className="font-semibold text-teal-700">
          Back to login
        </Link>
      </p>
    </AuthCard>
  );
}
