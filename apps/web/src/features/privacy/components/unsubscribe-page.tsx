import { useState } from 'react';
import { Button } from '~/components/ui/button';
import { FormOutcome, type Outcome } from '~/components/ui/form-outcome';
import { errorMessage } from '~/lib/api-client';
import { unsubscribe } from '../api/unsubscribe';

/**
 * The page an offer e-mail's unsubscribe link opens: no sign-in. The press of a button does it,
 * so a mail scanner that follows links does not unsubscribe anyone by itself.
 */
export function UnsubscribePage({ token }: { token: string }) {
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [busy, setBusy] = useState(false);
  async function press() {
    setBusy(true);
    try {
      setOutcome({ kind: 'success', message: (await unsubscribe(token)).message });
    } catch (error) {
      setOutcome({ kind: 'error', message: errorMessage(error) });
    } finally {
      setBusy(false);
    }
  }
  return (
    <div className="bg-surface">
      <div className="mx-auto max-w-xl space-y-4 px-4 py-12">
        <h1 className="text-3xl font-bold text-navy">Unsubscribe from offers and news</h1>
        <p className="text-ink">
          We will stop sending offers and news to the address this link was sent to. Messages about your cover and
          payments will still come.
        </p>
        <FormOutcome outcome={outcome} />
        {outcome?.kind === 'success' ? null : (
          <Button disabled={busy} onClick={() => void press()}>
            {busy ? 'Unsubscribing…' : 'Unsubscribe'}
          </Button>
        )}
      </div>
    </div>
  );
}
