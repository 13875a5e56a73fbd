import { useState } from 'react';
import { Button } from '~/components/ui/button';
import { FormOutcome, type Outcome } from '~/components/ui/form-outcome';
import { errorMessage } from '~/lib/api-client';
import { startSession } from '~/lib/state/session';
import { signOutEverywhere } from '../api/privacy';

/** Ends every other sign-in: a lost phone or a shared computer. This device stays signed in. */
export function SignOutEverywhere() {
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [busy, setBusy] = useState(false);
  async function press() {
    setBusy(true);
    setOutcome(null);
    try {
      const answer = await signOutEverywhere();
      startSession(answer);
      setOutcome({ kind: 'success', message: answer.message });
    } catch (error) {
      setOutcome({ kind: 'error', message: errorMessage(error) });
    } finally {
      setBusy(false);
    }
  }
  return (
    <section aria-labelledby="sessions-title">
      <h2 id="sessions-title" className="text-xl font-bold text-navy">
        Your sign-ins
      </h2>
      <p className="mt-2 text-ink">
        Signed in on a device you no longer use, or on someone else’s computer? Sign out everywhere else. Changing your
        password does this too.
      </p>
      <FormOutcome outcome={outcome} />
      <Button variant="outline" className="mt-4" disabled={busy} onClick={() => void press()}>
        {busy ? 'Signing out…' : 'Sign out everywhere else'}
      </Button>
    </section>
  );
}
