import { Link } from 'react-router';
import { PasswordField } from '~/components/forms/password-field';
import { TextField } from '~/components/forms/text-field';
import { Button } from '~/components/ui/button';
import { useSchemaForm } from '~/lib/forms/use-schema-form';
import { startSession } from '~/lib/state/session';
import { login } from '../api/login';
import { authSchemas } from '../load-form-schemas';

/**
 * E-mail and password (spec §2). The shared schema only catches what is plainly missing or
 * malformed; the server decides, and a refusal shows its message as a toast (spec §8).
 */
export function LoginForm({ onSignedIn }: { onSignedIn: () => void }) {
  const { field, formProps, busy } = useSchemaForm({
    schema: authSchemas.login,
    defaultValues: { email: '', password: '' },
    leaves: true,
    send: async (value) => {
      startSession(await login({ email: value.email ?? '', password: value.password ?? '' }));
      onSignedIn();
    },
  });

  return (
    <form {...formProps} className="space-y-4">
      <TextField label="Email" type="email" autoComplete="email" required maxLength={254} {...field('email')} />
      <PasswordField label="Password" autoComplete="current-password" required {...field('password')} />
      <p className="text-right">
        <Link to="/auth/forgot-password-mail" className="inline-flex min-h-6 font-semibold text-teal-700">
          Forgot Password
        </Link>
      </p>
      <Button type="submit" width="full" disabled={busy}>
        {busy ? 'Logging in…' : 'Login'}
      </Button>
    </form>
  );
}
