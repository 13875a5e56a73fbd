import { purchaseMessages } from '@kestrel/domain/purchase/purchase-messages';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { ApiError, errorMessage } from '~/lib/api-client';
import { toast } from '~/lib/toast';
import { capturePayment } from '../api/capture-payment';
import { completePurchase } from '../complete-purchase';

interface Attempt {
  orderID: string;
  payerID: string | undefined;
  n: number;
}

export type ReturnOutcome =
  /** Declined by PayPal: nothing taken; the customer may pay another way (the pay button again). */
  | { kind: 'declined'; message: string }
  /** Not confirmed (PayPal or our server unreachable, still in progress): try confirming the same payment again. */
  | { kind: 'failed'; message: string; attempt: Attempt };

// Captures under way, so a remount (React's strict mode) does not send a second one.
const underway = new Set<string>();

/**
 * The buyer back from PayPal's page (spec §4 "create order, approve, capture"): `?token=&PayerID=`
 * is captured once, with "Confirming your payment…" meanwhile; `?cancelled=1` means nothing was paid.
 */
export function usePaymentReturn() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const token = params.get('token');
  const payerID = params.get('PayerID') ?? undefined;
  const cancelled = params.get('cancelled') === '1';
  const [retry, setRetry] = useState<Attempt | null>(null);
  const [settled, setSettled] = useState<{ key: string; outcome: ReturnOutcome } | null>(null);

  const fromUrl: Attempt | null = token && payerID && !cancelled ? { orderID: token, payerID, n: 0 } : null;
  const attempt = retry ?? fromUrl;
  const key = attempt ? `${attempt.orderID}:${attempt.n}` : null;

  useEffect(() => {
    if (!attempt || !key || underway.has(key)) return;
    underway.add(key);
    const order = attempt.payerID
      ? { orderID: attempt.orderID, payerID: attempt.payerID }
      : { orderID: attempt.orderID };
    capturePayment(order)
      .then(
        (answer) => completePurchase(answer, (path) => void navigate(path, { replace: true })),
        (error: unknown) => {
          const outcome: ReturnOutcome =
            error instanceof ApiError && error.code === 'PAYMENT_DECLINED'
              ? { kind: 'declined', message: error.message }
              : { kind: 'failed', message: errorMessage(error), attempt };
          if (outcome.kind === 'failed') toast.error(purchaseMessages.paymentFailed);
          setSettled({ key, outcome });
          // Off the return address, so a reload does not confirm the same payment again.
          void navigate('/dashboard/payments', { replace: true });
        },
      )
      .finally(() => underway.delete(key));
    // `attempt` is described fully by `key`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, navigate]);

  const confirming = key !== null && settled?.key !== key;
  return {
    confirming,
    cancelled,
    outcome: confirming ? null : (settled?.outcome ?? null),
    confirmAgain: (failed: Attempt) => setRetry({ ...failed, n: failed.n + 1 }),
  };
}
