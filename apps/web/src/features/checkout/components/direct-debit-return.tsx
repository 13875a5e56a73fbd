import type { CompleteMonthlyAnswer } from '@kestrel/domain/schemas/direct-debit';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Button, stepButton } from '~/components/ui/button';
import { errorMessage } from '~/lib/api-client';
import { completeMonthly } from '../api/direct-debit';
import { completePurchase } from '../complete-purchase';
import { Notice } from './notice';

// Completions under way, so a remount (React's strict mode) does not send a second one.
const underway = new Map<string, Promise<CompleteMonthlyAnswer>>();

/**
 * Back from GoCardless's bank-details page (`?plan=KD-…`): the server checks the billing request
 * itself and makes the warranty and schedule once; then the dashboard, where the schedule shows.
 */
export function DirectDebitReturn() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const reference = params.get('plan');
  const [attempt, setAttempt] = useState(0);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    if (!reference) return;
    const key = `${reference}:${attempt}`;
    let call = underway.get(key);
    if (!call) {
      call = completeMonthly(reference);
      underway.set(key, call);
    }
    let live = true;
    call.then(
      (answer) => live && completePurchase(answer, (path) => void navigate(path)),
      (error: unknown) => live && setFailure(errorMessage(error)),
    );
    return () => {
      live = false;
    };
  }, [reference, attempt, navigate]);

  if (!reference) {
    return (
      <Notice tone="error" title="This link is not complete">
        Go to your <Link to="/dashboard/user-dashboard">dashboard</Link> to see your warranties.
      </Notice>
    );
  }
  if (failure) {
    return (
      <div className="space-y-4">
        <Notice tone="error" title="We couldn't confirm your Direct Debit yet">
          {failure}
        </Notice>
        <Button
          {...stepButton}
          onClick={() => {
            setFailure(null);
            setAttempt((n) => n + 1);
          }}
        >
          Try confirming again
        </Button>
        <p className="text-sm text-muted">
          Or go back to <Link to="/dashboard/payments">the payment step</Link> to choose another way to pay.
        </p>
      </div>
    );
  }
  return (
    <div role="status" className="flex items-center gap-3 rounded-xl border border-line bg-surface p-5 text-navy">
      <span aria-hidden="true" className="size-6 animate-spin rounded-full border-2 border-line border-t-navy" />
      <p className="text-lg font-semibold">Confirming your Direct Debit…</p>
    </div>
  );
}
