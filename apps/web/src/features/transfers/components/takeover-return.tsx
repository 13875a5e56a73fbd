import type { z } from 'zod';
import type { acceptTransferAnswerSchema } from '@kestrel/domain/schemas/transfers';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Button } from '~/components/ui/button';
import { ButtonLink } from '~/components/ui/button-link';
import { errorMessage } from '~/lib/api-client';
import { toast } from '~/lib/toast';
import { completeTakeover } from '../api/transfers';

type Done = z.infer<typeof acceptTransferAnswerSchema>;

// Completions under way, so a remount (React's strict mode) does not send a second one.
const underway = new Map<string, Promise<Done>>();

const box = 'rounded-lg border border-l-4 p-4';

/**
 * Back from the Direct Debit provider's bank-details page (`?transfer=<id>`, DESIGN §9.3): the
 * server reads the new owner's mandate itself and finishes the takeover once; then the dashboard,
 * where the warranty and its schedule show. `&left=1`: they left the provider's page first.
 */
export function TakeoverReturn() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const transferId = params.get('transfer');
  const left = params.get('left') === '1';
  const [attempt, setAttempt] = useState(0);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    if (!transferId || left) return;
    const key = `${transferId}:${attempt}`;
    let call = underway.get(key);
    if (!call) {
      call = completeTakeover(transferId);
      underway.set(key, call);
    }
    let live = true;
    call.then(
      (done) => {
        if (!live) return;
        toast.success(done.message);
        void navigate('/dashboard/user-dashboard');
      },
      (error: unknown) => live && setFailure(errorMessage(error)),
    );
    return () => {
      live = false;
    };
  }, [transferId, left, attempt, navigate]);

  if (!transferId || left) {
    return (
      <div className="space-y-4">
        <div role="status" className={`${box} border-navy bg-white text-navy`}>
          <p className="font-semibold">The warranty is not yours yet</p>
          <p className="mt-1 text-ink">
            You left before setting up your Direct Debit, so nothing has changed. To take the warranty over, open the
            link in the seller&apos;s e-mail again while it still works.
          </p>
        </div>
        <ButtonLink to="/dashboard/user-dashboard" variant="outline">
          Go to your dashboard
        </ButtonLink>
      </div>
    );
  }
  if (failure) {
    return (
      <div className="space-y-4">
        <div role="alert" className={`${box} border-danger bg-[#fdecea] text-danger`}>
          <p className="font-semibold">We couldn&apos;t finish taking over the warranty yet</p>
          <p className="mt-1 text-ink">{failure}</p>
        </div>
        <Button
          variant="primary"
          onClick={() => {
            setFailure(null);
            setAttempt((n) => n + 1);
          }}
        >
          Try again
        </Button>
        <p className="text-sm text-muted">
          If your bank details were confirmed, we finish it for you within a few minutes: see your{' '}
          <Link to="/dashboard/user-dashboard">dashboard</Link>.
        </p>
      </div>
    );
  }
  return (
    <div role="status" className="flex items-center gap-3 rounded-xl border border-line bg-surface p-5 text-navy">
      <span aria-hidden="true" className="size-6 animate-spin rounded-full border-2 border-line border-t-navy" />
      <p className="text-lg font-semibold">Setting up your Direct Debit and taking over the warranty…</p>
    </div>
  );
}
