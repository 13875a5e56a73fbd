import type { User } from '@kestrel/domain/schemas/account';
import { useState } from 'react';
import { Link } from 'react-router';
import { PasswordField } from '~/components/forms/password-field';
import { Button } from '~/components/ui/button';
import { errorMessage } from '~/lib/api-client';
import { useSchemaForm } from '~/lib/forms/use-schema-form';
import { startSession } from '~/lib/state/session';
import { updatePassword } from '../api/update-password';
import { profileSchemas } from '../load-form-schemas';
import { FormOutcome, type Outcome } from '~/components/ui/form-outcome';

const empty = { curPassword: '', newPassword: '', confirmPassword: '' };

/** Spec §2 and §8: change the password; the error in red, the success in green. */
export function PasswordForm({ user }: { user: User }) {
  return (
    <section aria-labelledby="password-title">
      <h2 id="password-title" className="text-xl font-bold text-navy">
        Change password
      </h2>
      {user.hasPassword ? <ChangePasswordForm /> : <SetPasswordNotice googleLinked={user.googleLinked} />}
    </section>
  );
}

/** A guest or Google account has no password to change: the forgot-password e-mail sets one. */
function SetPasswordNotice({ googleLinked }: { googleLinked: boolean }) {
  return (
    <div className="mt-4 rounded-xl border border-line bg-surface p-4">
      <p className="font-semibold text-navy">You have not set a password yet.</p>
      <p className="mt-1 text-ink">
        {googleLinked
          ? 'You sign in with Google. To sign in with your email address and a password as well, set one with a link we send you by email.'
          : 'To sign in again later, set a password with a link we send you by email.'}
      </p>
      <Link
        to="/auth/forgot-password-mail"
        className="mt-3 inline-flex min-h-11 items-center font-semibold text-teal-700 underline"
      >
        Set a password
      </Link>
    </div>
  );
}

function ChangePasswordForm() {
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const { form, field, formProps, busy } = useSchemaForm({
    schema: profileSchemas.password,
    defaultValues: empty,
    send: async (value) => {
      const answer = await updatePassword(value);
      // Every earlier token, this one included, was revoked: carry on with the fresh one.
      startSession(answer);
      form.reset(empty);
      setOutcome({ kind: 'success', message: answer.message });
    },
    // Spec §8: the password form shows its failure in red on the form, not in a toast.
    onRefused: (error) => setOutcome({ kind: 'error', message: errorMessage(error) }),
  });

  return (
    <form
      {...formProps}
      aria-busy={undefined}
      onSubmit={(event) => {
        setOutcome(null);
        formProps.onSubmit(event);
      }}
    >
      <div className="mt-4 grid gap-4">
        <PasswordField label="Current password" autoComplete="current-password" required {...field('curPassword')} />
        <PasswordField
          label="New password"
          autoComplete="new-password"
          required
          hint="At least 8 characters. A few unrelated words make a strong one."
          {...field('newPassword')}
        />
        <PasswordField
          label="Confirm new password"
          autoComplete="new-password"
          required
          {...field('confirmPassword')}
        />
      </div>
      <FormOutcome outcome={outcome} />
      <Button type="submit" width="step" disabled={busy} className="mt-6">
        {busy ? 'Changing…' : 'Change password'}
      </Button>
    </form>
  );
}
