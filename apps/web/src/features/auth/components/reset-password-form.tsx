import { accountMessages } from '@kestrel/domain/accounts/account-rules';
import { PasswordField } from '~/components/forms/password-field';
import { Button } from '~/components/ui/button';
import { useSchemaForm } from '~/lib/forms/use-schema-form';
import { toast } from '~/lib/toast';
import { resetPassword } from '../api/reset-password';
import { authSchemas } from '../load-form-schemas';

/**
 * New Password and Confirm Password (spec §2), checked by the server's own schema first; whether
 * the password is too common, and whether the link still works, is the server's call.
 */
export function ResetPasswordForm({ token, onReset }: { token: string; onReset: () => void }) {
  const { field, formProps, busy } = useSchemaForm({
    schema: authSchemas.reset,
    defaultValues: { password: '', confirmPassword: '' },
    leaves: true,
    send: async (value) => {
      await resetPassword(token, value);
      // Spec §4 fixes this wording, whatever the server says.
      toast.success(accountMessages.passwordReset);
      onReset();
    },
  });

  return (
    <form {...formProps} className="space-y-4">
      <PasswordField
        label="New Password"
        autoComplete="new-password"
        required
        hint="At least 8 characters."
        {...field('password')}
      />
      <PasswordField label="Confirm Password" autoComplete="new-password" required {...field('confirmPassword')} />
      <Button type="submit" width="full" disabled={busy}>
        {busy ? 'Updating password…' : 'Update password'}
      </Button>
    </form>
  );
}
