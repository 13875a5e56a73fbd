import type { FormEvent } from 'react';
import { Link } from 'react-router';
import { PasswordField } from '~/components/forms/password-field';
import { TextField } from '~/components/forms/text-field';
import { errorMessage } from '~/lib/api-client';
import { startSession } from '~/lib/state/session';
import { toast } from '~/lib/toast';
import { useForm } from '~/lib/use-form';
import { login } from '../api/login';
import { primaryButton } from './auth-card';

/** E-mail and password (spec §2); the server decides, and a failure shows its message (spec §8). */
export function LoginForm({ onSignedIn }: { onSignedIn: () => void }) {
  const { values, field, showErrors, formRef } = useForm({ email: '', password: '' });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const { email, password } = values;
    const missing: Record<string, string> = {};
    if (!email.trim()) missing.email = 'Enter your email address';
    if (!password) missing.password = 'Enter your password';
    if (Object.keys(missing).length > 0) return showErrors(missing);
    showErrors({});
    try {
      startSession(await login({ email: email.trim(), password }));
      onSignedIn();
    } catch (error) {
      toast.error(errorMessage(error));
    }
  }

  return (
    <form ref={formRef} onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
      <TextField label="Email" type="email" autoComplete="email" required {...field('email')} />
      <PasswordField label="Password" autoComplete="current-password" required {...field('password')} />
      <p className="text-right">
        <Link to="/auth/forgot-password-mail" className="font-semibold text-teal-700">
          Forgot Password
        </Link>
      </p>
      <button type="submit" className={primaryButton}>
        Login
      </button>
    </form>
  );
}
