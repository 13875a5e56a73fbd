import { type FormEvent } from 'react';
import { accountMessages } from '@kestrel/domain/accounts/account-rules';
import { PasswordField } from '~/components/forms/password-field';
import { toast } from '~/lib/toast';
import { useSending } from '~/lib/use-sending';
import { useForm } from '~/lib/use-form';
import { resetPassword } from '../api/reset-password';
import { loadValidators, warmValidators } from '../load-validators';
import { primaryButton } from './auth-card';

/**
 * New Password and Confirm Password (spec §2), checked by the server's own schema first; whether
 * the password is too common, and whether the link still works, is the server's call.
 */
export function ResetPasswordForm({ token, onReset }: { token: string; onReset: () => void }) {
  const { values, field, showErrors, formRef } = useForm({ password: '', confirmPassword: '' });
  const { busy, send } = useSending(showErrors);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const validators = await loadValidators();
    if (!validators) return;
    const parsed = validators.validateReset(values);
    if (!parsed.ok) return showErrors(parsed.errors);
    showErrors({});
    await send(
      async () => {
        await resetPassword(token, parsed.value);
        // Spec §4 fixes this wording, whatever the server says.
        toast.success(accountMessages.passwordReset);
        onReset();
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
      <PasswordField
        label="New Password"
        autoComplete="new-password"
        required
        hint="At least 8 characters."
        {...field('password')}
      />
      <PasswordField label="Confirm Password" autoComplete="new-password" required {...field('confirmPassword')} />
      <button type="submit" disabled={busy} className={primaryButton}>
        {busy ? 'Updating password…' : 'Update password'}
      </button>
    </form>
  );
}
