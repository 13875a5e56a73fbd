import { useState, type FormEvent } from 'react';
import type { StaffChallengeAnswer } from '@kestrel/domain/schemas/admin';
import { PasswordField } from '~/components/forms/password-field';
import { TextField } from '~/components/forms/text-field';
import { blockButton } from '~/components/ui/buttons';
import { startSession } from '~/lib/state/session';
import { useForm } from '~/lib/use-form';
import { useSending } from '~/lib/use-sending';
import { staffSignIn } from '../api/admin-api';
import { RecoveryCodes, TotpSetup } from './totp-setup';

type Step =
  | { name: 'password' }
  | { name: 'code'; challenge: StaffChallengeAnswer }
  | { name: 'recovery-codes'; codes: string[] };

function required(values: Record<string, string>, messages: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(messages).filter(([name]) => !values[name]?.trim()));
}

/** Step 1: the staff member's e-mail and password open a five-minute challenge, never a session. */
function PasswordStep({ onChallenge }: { onChallenge: (challenge: StaffChallengeAnswer) => void }) {
  const { values, field, showErrors, formRef } = useForm({ email: '', password: '' });
  const { busy, send } = useSending(showErrors);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const missing = required(values, { email: 'Enter your email address', password: 'Enter your password' });
    showErrors(missing);
    if (Object.keys(missing).length > 0) return;
    await send(async () => onChallenge(await staffSignIn.password(values.email.trim(), values.password)));
  }

  return (
    <form ref={formRef} onSubmit={(event) => void submit(event)} noValidate aria-busy={busy} className="space-y-4">
      <TextField label="Email" type="email" autoComplete="username" required maxLength={254} {...field('email')} />
      <PasswordField label="Password" autoComplete="current-password" required {...field('password')} />
      <button type="submit" disabled={busy} className={blockButton}>
        {busy ? 'Checking…' : 'Continue'}
      </button>
    </form>
  );
}

/** Step 2: a code from the authenticator app (or a recovery code) opens the session. */
function CodeStep({
  challenge,
  onSignedIn,
}: {
  challenge: StaffChallengeAnswer;
  onSignedIn: (recoveryCodes: string[] | null) => void;
}) {
  const [useRecovery, setUseRecovery] = useState(false);
  const { values, setValues, field, showErrors, formRef } = useForm({ code: '', recoveryCode: '' });
  const { busy, send } = useSending(showErrors);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const name = useRecovery ? 'recoveryCode' : 'code';
    const missing = required(values, {
      [name]: useRecovery ? 'Enter one of your recovery codes' : 'Enter the 6-digit code from your authenticator app',
    });
    showErrors(missing);
    if (Object.keys(missing).length > 0) return;
    const answer = useRecovery
      ? { recoveryCode: values.recoveryCode.trim() }
      : { code: values.code.replace(/\s/g, '') };
    await send(async () => {
      const session = await staffSignIn.code(challenge.challenge, answer);
      startSession(session);
      onSignedIn(session.recoveryCodes);
    });
  }

  return (
    <div className="space-y-5">
      {challenge.setup ? <TotpSetup {...challenge.setup} /> : null}
      <form ref={formRef} onSubmit={(event) => void submit(event)} noValidate aria-busy={busy} className="space-y-4">
        {useRecovery ? (
          <TextField
            label="Recovery code"
            autoComplete="off"
            spellCheck={false}
            maxLength={20}
            hint="Each recovery code works once."
            {...field('recoveryCode')}
          />
        ) : (
          <TextField
            label="One-time code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={7}
            hint="The 6-digit code your authenticator app shows now."
            {...field('code')}
          />
        )}
        <button type="submit" disabled={busy} className={blockButton}>
          {busy ? 'Signing in…' : 'Sign in'}
        </button>
      </form>
      {challenge.setup ? null : (
        <button
          type="button"
          onClick={() => {
            setUseRecovery((now) => !now);
            setValues({ code: '', recoveryCode: '' });
            showErrors({});
          }}
          className="min-h-11 font-semibold text-teal-700 underline"
        >
          {useRecovery ? 'Use a code from your app instead' : 'Lost your phone? Use a recovery code'}
        </button>
      )}
    </div>
  );
}

/**
 * Staff sign-in (DESIGN §3): password, then a time-based one-time code. The first sign-in sets up
 * the authenticator app and then shows the recovery codes once.
 */
export function StaffSignIn({ onDone }: { onDone: () => void }) {
  const [step, setStep] = useState<Step>({ name: 'password' });
  if (step.name === 'password')
    return <PasswordStep onChallenge={(challenge) => setStep({ name: 'code', challenge })} />;
  if (step.name === 'code') {
    return (
      <CodeStep
        challenge={step.challenge}
        onSignedIn={(codes) => (codes?.length ? setStep({ name: 'recovery-codes', codes }) : onDone())}
      />
    );
  }
  return <RecoveryCodes codes={step.codes} onDone={onDone} />;
}
