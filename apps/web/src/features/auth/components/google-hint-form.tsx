import type { FormEvent } from 'react';
import { TextField } from '~/components/forms/text-field';
import { useForm } from '~/lib/use-form';
import { useGoogleSignIn } from '../google/use-google-sign-in';
import { loadValidators, warmValidators } from '../load-validators';
import { GoogleMark } from './google-button';
import { primaryButton } from './auth-card';

/**
 * DESIGN §2: the e-mail becomes Google's `login_hint` (Google picks that account, or offers it),
 * and Continue starts Google sign-in. Left empty, Google simply asks which account to use.
 */
export function GoogleHintForm({ next }: { next: string }) {
  const { leaving, start } = useGoogleSignIn(next);
  const { values, field, showErrors, formRef } = useForm({ email: '' });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const typed = values.email.trim();
    if (typed) {
      const validators = await loadValidators();
      if (!validators) return;
      const parsed = validators.validateEmail({ email: typed });
      if (!parsed.ok) return showErrors(parsed.errors);
    }
    showErrors({});
    await start(typed ? typed.toLowerCase() : undefined);
  }

  return (
    <form
      ref={formRef}
      onSubmit={(event) => void submit(event)}
      onFocus={warmValidators}
      noValidate
      className="space-y-4"
    >
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        maxLength={254}
        hint="Your Google account's address. Optional: Google asks if you leave it empty."
        {...field('email')}
      />
      <button type="submit" disabled={leaving} className={`${primaryButton} gap-3`}>
        <span className="inline-flex rounded-full bg-white p-1">
          <GoogleMark />
        </span>
        {leaving ? 'Opening Google…' : 'Continue'}
      </button>
    </form>
  );
}
