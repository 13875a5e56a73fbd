import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { accountMessages } from '@kestrel/domain/accounts/account-rules';
import { resetPassword } from '~/features/auth/api/reset-password';
import { AuthCard, primaryButton } from '~/features/auth/components/auth-card';
import { PasswordField } from '~/components/forms/password-field';
import { ApiError, errorMessage } from '~/lib/api-client';
import { pageMeta } from '~/lib/meta';
import { toast } from '~/lib/toast';
import { useForm } from '~/lib/use-form';

export const meta = () =>
  pageMeta({ title: 'Choose a new password', description: 'Set a new password for your account.' });

/** The e-mailed link (spec §2): New Password and Confirm Password; on success, to /login (spec §4). */
export default function ResetPasswordPage() {
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const { values, field, showErrors, formRef } = useForm({ password: '', confirmPassword: '' });
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    showErrors({});
    setBusy(true);
    try {
      await resetPassword(token, values);
      toast.success(accountMessages.passwordReset);
      void navigate('/login', { replace: true });
    } catch (error) {
      if (error instanceof ApiError) showErrors(error.fields);
      toast.error(errorMessage(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <AuthCard
      title="Choose a new password"
      lead="Use at least 8 characters. A few random words make a strong password that is easy to remember."
    >
      <form ref={formRef} onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
        <PasswordField label="New Password" autoComplete="new-password" {...field('password')} />
        <PasswordField label="Confirm Password" autoComplete="new-password" {...field('confirmPassword')} />
        <button type="submit" disabled={busy} className={primaryButton}>
          Update password
        </button>
      </form>
      <p className="mt-6 text-center">
        <Link to="/auth/forgot-password-mail" className="font-semibold text-teal-700">
          Ask for a new link
        </Link>
      </p>
    </AuthCard>
  );
}
