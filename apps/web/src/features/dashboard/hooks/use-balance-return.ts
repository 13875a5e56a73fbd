import { purchaseMessages } from '@kestrel/domain/purchase/purchase-messages';
import { useEffect, useEffectEvent } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '~/lib/api-client';
import { toast } from '~/lib/toast';
import { captureBalance } from '../api/balance-payment';
import { readBalanceReturn } from '../balance-return';

export const BALANCE_PAID_MESSAGE = 'Payment received. Thank you: your certificate will follow shortly.';
export const BALANCE_NOT_TAKEN_MESSAGE = 'No payment was taken. You can pay your balance whenever you are ready.';

/** What the page says after the return, carried in the history entry the return is replaced by. */
export type BalanceNotice = 'not-taken' | 'failed';

// Captures under way or done, so a remount (React's strict mode) does not send a second one.
const underway = new Set<string>();

/**
 * The buyer back from PayPal after paying a balance (spec §4 "capture, success toast, close
 * modal, reload"): the approved order is captured once, the query leaves the address (so a reload
 * does not capture again) and `onPaid` reloads the page's data. A cancelled payment says that
 * nothing was taken.
 */
export function useBalanceReturn(onPaid: () => void) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  const back = readBalanceReturn(params);
  const key = back.kind === 'none' ? null : `${back.kind}:${back.kind === 'approved' ? back.orderID : back.warrantyId}`;

  const settle = useEffectEvent((notice: BalanceNotice | null) => {
    void navigate(location.pathname, { replace: true, state: notice ? { balanceNotice: notice } : null });
  });

  const capture = useEffectEvent((orderKey: string) => {
    if (back.kind !== 'approved') return;
    const order = back.payerID ? { orderID: back.orderID, payerID: back.payerID } : { orderID: back.orderID };
    captureBalance(back.warrantyId, order).then(
      (answer) => {
        toast.success(answer.message || BALANCE_PAID_MESSAGE, { durationMs: 5000 });
        settle(null);
        onPaid();
      },
      (error: unknown) => {
        // Not captured: the same return may be tried again (e.g. after signing in once more).
        underway.delete(orderKey);
        if (error instanceof ApiError && error.status === 401) {
          // Logged out (apiFetch): after signing in again, come back here and confirm the payment.
          const here = `${location.pathname}${location.search}`;
          void navigate(`/login?redirectTo=${encodeURIComponent(here)}`, { replace: true });
          return;
        }
        toast.error(purchaseMessages.paymentFailed);
        settle('failed');
      },
    );
  });

  useEffect(() => {
    if (!key || underway.has(key)) return;
    if (key.startsWith('cancelled:')) {
      settle('not-taken');
      return;
    }
    underway.add(key);
    capture(key);
  }, [key]);

  const state: unknown = location.state;
  const notice =
    typeof state === 'object' && state !== null && 'balanceNotice' in state
      ? (state.balanceNotice as BalanceNotice)
      : null;
  return { confirming: back.kind === 'approved', notice };
}
