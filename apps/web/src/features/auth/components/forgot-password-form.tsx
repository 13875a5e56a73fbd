import { useState, type FormEvent } from 'react';
import { TextField } from '~/components/forms/text-field';
import { toast } from '~/lib/toast';
import { useSending } from '~/lib/use-sending';
import { useForm } from '~/lib/use-form';
import { forgotPassword } from '../api/forgot-password';
import { loadValidators, warmValidators } from '../load-validators';
import { primaryButton } from './auth-card';

/**
 * Spec §2 and §4: Submit, then the server's message (the same whether or not the address has an
 * account), and the button becomes Resend.
 */
export function ForgotPasswordForm() {
  const { values, field, showErrors, formRef } = useForm({ email: '' });
  const [sent, setSent] = useState<string | null>(null);
  const { busy, send } = useSending(showErrors);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const validators = await loadValidators();
    if (!validators) return;
    const parsed = validators.validateEmail(values);
    if (!parsed.ok) return showErrors(parsed.errors);
    showErrors({});
    await send(async () => {
      const { message } = await forgotPassword(parsed.value.email);
      setSent(message);
      toast.success(message);
    });
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
      {/* Always in the page, so the message is announced when it arrives. */}
      <div role="status">
        {sent ? <p className="rounded-lg border-l-4 border-teal bg-teal-50 p-3 text-teal-700">{sent}</p> : null}
      </div>
      <button type="submit" disabled={busy} className={primaryButton}>
        {busy ? 'Sending…' : sent ? 'Resend' : 'Submit'}
      </button>
    </form>
  );
}
