import { useId, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { keptAfterErasure } from '@kestrel/domain/privacy/erasure';
import type { User } from '@kestrel/domain/schemas/account';
import { PasswordField } from '~/components/forms/password-field';
import { Button } from '~/components/ui/button';
import { FormOutcome, type Outcome } from '~/components/ui/form-outcome';
import { ApiError, errorMessage } from '~/lib/api-client';
import { fullLogout } from '~/lib/state/session';
import { toast } from '~/lib/toast';
import { eraseAccount } from '../api/privacy';

/**
 * "Delete my account" (UK GDPR Art. 17): what goes, what is kept and why, then the password again.
 * A refusal (a warranty in force, an open claim, a collection due) is shown on the form with its way out.
 */
export function DeleteAccount({ user }: { user: User }) {
  const [password, setPassword] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [busy, setBusy] = useState(false);
  const navigate = useNavigate();
  const keptId = useId();

  async function submit(event: FormEvent) {
    event.preventDefault();
    setOutcome(null);
    setFieldError(undefined);
    if (!password) {
      setFieldError('Please enter your password.');
      return;
    }
    setBusy(true);
    try {
      const answer = await eraseAccount(password);
      fullLogout();
      toast.success(answer.message, { durationMs: 8000 });
      void navigate('/');
    } catch (error) {
      if (error instanceof ApiError && error.fields.password) setFieldError(error.fields.password);
      else setOutcome({ kind: 'error', message: errorMessage(error) });
      setBusy(false);
    }
  }

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
        <form noValidate onSubmit={(event) => void submit(event)} className="mt-4">
          <PasswordField
            label="Your password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            error={fieldError}
          />
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
