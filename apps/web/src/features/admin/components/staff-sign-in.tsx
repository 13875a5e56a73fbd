import { useState } from 'react';
import type { StaffChallengeAnswer } from '@kestrel/domain/schemas/admin';
import { PasswordField } from '~/components/forms/password-field';
import { TextField } from '~/components/forms/text-field';
import { Button, textLink } from '~/components/ui/button';
import { useSchemaForm } from '~/lib/forms/use-schema-form';
import { startSession } from '~/lib/state/session';
import { signInStaff } from '../api/sign-in-staff';
import { verifyStaffCode } from '../api/verify-staff-code';
import { adminSchemas } from '../load-form-schemas';
import { RecoveryCodes, TotpSetup } from './totp-setup';

type Step =
  | { name: 'password' }
  | { name: 'code'; challenge: StaffChallengeAnswer }
  | { name: 'recovery-codes'; codes: string[] };

/** Step 1: the staff member's e-mail and password open a five-minute challenge, never a session. */
function PasswordStep({ onChallenge }: { onChallenge: (challenge: StaffChallengeAnswer) => void }) {
  const { field, formProps, busy } = useSchemaForm({
    schema: adminSchemas.staffLogin,
    defaultValues: { email: '', password: '' },
    send: async (value) => onChallenge(await signInStaff(value.email, value.password)),
  });

  return (
    <form {...formProps} className="space-y-4">
      <TextField label="Email" type="email" autoComplete="username" required maxLength={254} {...field('email')} />
      <PasswordField label="Password" autoComplete="current-password" required {...field('password')} />
      <Button type="submit" width="full" disabled={busy}>
        {busy ? 'Checking…' : 'Continue'}
      </Button>
    </form>
  );
}

type SignedIn = (recoveryCodes: string[] | null) => void;

const codeInputs = {
  code: {
    label: 'One-time code',
    inputMode: 'numeric',
    autoComplete: 'one-time-code',
    maxLength: 7,
    hint: 'The 6-digit code your authenticator app shows now.',
  },
  recoveryCode: {
    label: 'Recovery code',
    autoComplete: 'off',
    spellCheck: false,
    maxLength: 20,
    hint: 'Each recovery code works once.',
  },
} as const;

/** The code, or (lost phone) a recovery code: each opens the session. */
function CodeForm({
  challenge,
  useRecovery,
  onSignedIn,
}: {
  challenge: StaffChallengeAnswer;
  useRecovery: boolean;
  onSignedIn: SignedIn;
}) {
  const { field, formProps, busy } = useSchemaForm({
    schema: adminSchemas.staffCode,
    defaultValues: { useRecovery, code: '', recoveryCode: '' },
    send: async (value) => {
      const answer = value.useRecovery ? { recoveryCode: value.recoveryCode } : { code: value.code };
      const session = await verifyStaffCode(challenge.challenge, answer);
      startSession(session);
      onSignedIn(session.recoveryCodes);
    },
  });
  return (
    <form {...formProps} className="space-y-4">
      {useRecovery ? (
        <TextField {...codeInputs.recoveryCode} {...field('recoveryCode')} />
      ) : (
        <TextField {...codeInputs.code} {...field('code')} />
      )}
      <Button type="submit" width="full" disabled={busy}>
        {busy ? 'Signing in…' : 'Sign in'}
      </Button>
    </form>
  );
}

/** Step 2: a code from the authenticator app (or a recovery code) opens the session. */
function CodeStep({ challenge, onSignedIn }: { challenge: StaffChallengeAnswer; onSignedIn: SignedIn }) {
  const [useRecovery, setUseRecovery] = useState(false);
  return (
    <div className="space-y-5">
      {challenge.setup ? <TotpSetup {...challenge.setup} /> : null}
      {/* A new form for each kind of code: switching starts empty, with no errors. */}
      <CodeForm key={String(useRecovery)} challenge={challenge} useRecovery={useRecovery} onSignedIn={onSignedIn} />
      {challenge.setup ? null : (
        <button type="button" onClick={() => setUseRecovery((now) => !now)} className={`min-h-11 ${textLink}`}>
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
