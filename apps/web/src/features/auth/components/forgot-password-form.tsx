import { useState } from 'react';
import { TextField } from '~/components/forms/text-field';
import { Button } from '~/components/ui/button';
import { useSchemaForm } from '~/lib/forms/use-schema-form';
import { toast } from '~/lib/toast';
import { forgotPassword } from '../api/forgot-password';
import { authSchemas } from '../load-form-schemas';

/**
 * Spec §2 and §4: Submit, then the server's message (the same whether or not the address has an
 * account), and the button becomes Resend.
 */
export function ForgotPasswordForm() {
  const [sent, setSent] = useState<string | null>(null);
  const { field, formProps, busy } = useSchemaForm({
    schema: authSchemas.email,
    defaultValues: { email: '' },
    send: async (value) => {
      const { message } = await forgotPassword(value.email);
      setSent(message);
      toast.success(message);
    },
  });

  return (
    <form {...formProps} className="space-y-4">
      <TextField label="Email" type="email" autoComplete="email" required maxLength={254} {...field('email')} />
      {/* Always in the page, so the message is announced when it arrives. */}
      <div role="status">
        {sent ? <p className="rounded-lg border-l-4 border-teal bg-teal-50 p-3 text-teal-700">{sent}</p> : null}
      </div>
      <Button type="submit" width="full" disabled={busy}>
        {busy ? 'Sending…' : sent ? 'Resend' : 'Submit'}
      </Button>
    </form>
  );
}
