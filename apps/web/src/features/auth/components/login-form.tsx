import { type FormEvent } from 'react';
import { Link } from 'react-router';
import { PasswordField } from '~/components/forms/password-field';
import { TextField } from '~/components/forms/text-field';
import { startSession } from '~/lib/state/session';
import { useSending } from '~/lib/use-sending';
import { useForm } from '~/lib/use-form';
import { login } from '../api/login';
import { loadValidators, warmValidators } from '../load-validators';
import { primaryButton } from './auth-card';

/**
 * E-mail and password (spec §2). The shared schema only catches what is plainly missing or
 * malformed; the server decides, and a refusal shows its message as a toast (spec §8).
 */
export function LoginForm({ onSignedIn }: { onSignedIn: () => void }) {
  const { values, field, showErrors, formRef } = useForm({ email: '', password: '' });
  const { busy, send } = useSending(showErrors);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const validators = await loadValidators();
    if (!validators) return;
    const parsed = validators.validateLogin(values);
    if (!parsed.ok) return showErrors(parsed.errors);
    showErrors({});
    await send(
      async () => {
        startSession(await login({ email: parsed.value.email ?? values.email, password: values.password }));
        onSignedIn();
      },
      { leaves: true },
    );
  }

  return (
    <form
      ref={formRef}
      onSubmit={(event) => void submit(event)}
      onFocus={warmValidators}
      noValidate
      aria-busy={busy}
      className="space-y-4"
    >
      <TextField label="Email" type="email" autoComplete="email" required maxLength={254} {...field('email')} />
      <PasswordField label="Password" autoComplete="current-password" required {...field('password')} />
      <p className="text-right">
        <Link to="/auth/forgot-password-mail" className="inline-flex min-h-6 font-semibold text-teal-700">
          Forgot Password
        </Link>
      </p>
      <button type="submit" disabled={busy} className={primaryButton}>
        {busy ? 'Logging in…' : 'Login'}
      </button>
    </form>
  );
}
