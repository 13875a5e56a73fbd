import { useId, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { keptAfterErasure } from '@kestrel/domain/privacy/erasure';
import type { User } from '@kestrel/domain/schemas/account';
import { PasswordField } from '~/components/forms/password-field';
import { Button } from '~/components/ui/button';
import { FormOutcome, type Outcome } from '~/components/ui/form-outcome';
import { ApiError, errorMessage } from '~/lib/api-client';
import { useSchemaForm } from '~/lib/forms/use-schema-form';
import { fullLogout } from '~/lib/state/session';
import { toast } from '~/lib/toast';
import { eraseAccount } from '../api/privacy';
import { privacySchemas } from '../load-form-schemas';

/**
 * "Delete my account" (UK GDPR Art. 17): what goes, what is kept and why, then the password again.
 * A refusal (a warranty in force, an open claim, a collection due) is shown on the form with its way out.
 */
export function DeleteAccount({ user }: { user: User }) {
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const navigate = useNavigate();
  const keptId = useId();
  const { field, formProps, busy } = useSchemaForm({
    schema: privacySchemas.eraseAccount,
    defaultValues: { password: '' },
    leaves: true,
    send: async ({ password }) => {
      setOutcome(null);
      const answer = await eraseAccount(password);
      fullLogout();
      toast.success(answer.message, { durationMs: 8000 });
      void navigate('/');
    },
    // The password's refusal is on its field; any other reason is shown on the form, with its way out.
    onRefused: (error) => {
      if (!(error instanceof ApiError && error.fields.password))
        setOutcome({ kind: 'error', message: errorMessage(error) });
    },
    onInvalid: () => setOutcome(null),
  });

  return (
    <section aria-labelledby="delete-title">
      <h2 id="delete-title" className="text-xl font-bold text-navy">
        Delete your account
      </h2>
      <p className="mt-2 text-ink">
        We remove your name, e-mail address, phone number, address and picture at once, and sign you out everywhere. You
        can register again with the same e-mail address later.
      </p>
      <h3 id={keptId} className="mt-4 font-semibold text-navy">
        What we keep, and why
      </h3>
      <ul aria-labelledby={keptId} className="mt-2 list-disc space-y-1 pl-6 text-ink">
        {keptAfterErasure.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <p className="mt-3 text-ink">
        While a warranty is in force, a claim is open or a Direct Debit payment is due, we must keep your account. You
        can cancel a warranty from your{' '}
        <Link to="/dashboard/user-dashboard" className="text-teal-700 underline">
          dashboard
        </Link>
        .
      </p>
      {user.hasPassword ? (
        <form {...formProps} className="mt-4">
          <PasswordField label="Your password" autoComplete="current-password" required {...field('password')} />
          <FormOutcome outcome={outcome} />
          <Button type="submit" variant="danger-solid" disabled={busy} className="mt-4">
            {busy ? 'Deleting…' : 'Delete my account'}
          </Button>
        </form>
      ) : (
        <p className="mt-4 rounded-xl border border-line bg-surface p-4 text-ink">
          To delete your account, first{' '}
          <Link to="/auth/forgot-password-mail" className="text-teal-700 underline">
            set a password
          </Link>
          , so we know it is you.
        </p>
      )}
    </section>
  );
}
