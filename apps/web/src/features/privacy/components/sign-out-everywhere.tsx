import { useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '~/lib/query-keys';
import { useState } from 'react';
import type { SignIn } from '@kestrel/domain/schemas/privacy';
import { ukDateTime } from '@kestrel/domain/uk/london-date';
import { Button } from '~/components/ui/button';
import { FormOutcome, type Outcome } from '~/components/ui/form-outcome';
import { QueryState } from '~/components/ui/query-state';
import { errorMessage } from '~/lib/api-client';
import { startSession } from '~/lib/state/session';
import { endSignIn, signOutEverywhere, useSignIns } from '../api/privacy';

/**
 * The customer's live sign-ins (device, when signed in, last used) with "Sign out" for each other
 * device, and "Sign out everywhere else": a lost phone or a shared computer. This device stays.
 */
export function SignOutEverywhere() {
  const query = useSignIns();
  const client = useQueryClient();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [busy, setBusy] = useState(false);

  async function act(work: () => Promise<string>) {
    setBusy(true);
    setOutcome(null);
    try {
      setOutcome({ kind: 'success', message: await work() });
      await client.invalidateQueries({ queryKey: queryKeys.privacy.signIns() });
    } catch (error) {
      setOutcome({ kind: 'error', message: errorMessage(error) });
    } finally {
      setBusy(false);
    }
  }
  const everywhere = () =>
    act(async () => {
      const answer = await signOutEverywhere();
      startSession(answer);
      return answer.message;
    });
  const one = (signIn: SignIn) =>
    act(async () => {
      await endSignIn(signIn._id);
      return `Signed out of ${signIn.device}.`;
    });

  return (
    <section aria-labelledby="sessions-title">
      <h2 id="sessions-title" className="text-xl font-bold text-navy">
        Your sign-ins
      </h2>
      <p className="mt-2 text-ink">
        Where your account is signed in now. Signed in on a device you no longer use, or on someone else’s computer?
        Sign it out. Changing your password signs out every other device too.
      </p>
      <QueryState query={query} loading="Loading your sign-ins…">
        {({ sessions }) => (
          <ul className="mt-4 divide-y divide-line rounded-xl border border-line">
            {sessions.map((signIn) => (
              <li key={signIn._id} className="flex flex-wrap items-center justify-between gap-3 p-4">
                <div>
                  <p className="font-semibold text-navy">
                    {signIn.device}
                    {signIn.current ? ' (this device)' : ''}
                  </p>
                  <p className="text-sm text-muted">
                    Signed in {ukDateTime(signIn.signedInAt)}, last used {ukDateTime(signIn.lastSeenAt)}
                  </p>
                </div>
                {signIn.current ? null : (
                  <Button variant="plain" disabled={busy} onClick={() => void one(signIn)}>
                    Sign out<span className="sr-only"> of {signIn.device}</span>
                  </Button>
                )}
              </li>
            ))}
          </ul>
        )}
      </QueryState>
      <FormOutcome outcome={outcome} />
      <Button variant="outline" className="mt-4" disabled={busy} onClick={() => void everywhere()}>
        {busy ? 'Signing out…' : 'Sign out everywhere else'}
      </Button>
    </section>
  );
}
