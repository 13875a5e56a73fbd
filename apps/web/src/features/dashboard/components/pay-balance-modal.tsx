import { purchaseMessages } from '@kestrel/domain/purchase/purchase-messages';
import { formatPence } from '@kestrel/domain/pricing/money';
import type { Warranty } from '@kestrel/domain/schemas/dashboard';
import { useRef, useState } from 'react';
import { Modal, ModalActions } from '~/components/ui/modal';
import { errorMessage } from '~/lib/api-client';
import { toast } from '~/lib/toast';
import { createBalanceOrder } from '../api/balance-payment';
import { makeAndModel } from '../warranty-text';
import { outlineButton, primaryButton } from './buttons';

function PayBody({ warranty: w, onBack }: { warranty: Warranty; onBack: () => void }) {
  const [state, setState] = useState<{ kind: 'ready' } | { kind: 'leaving' } | { kind: 'failed'; message: string }>({
    kind: 'ready',
  });
  const leaving = useRef(false);

  // Demo mode and PayPal alike: the server opens an order for the balance; PayPal's page approves it.
  async function pay() {
    if (leaving.current) return;
    leaving.current = true;
    setState({ kind: 'leaving' });
    try {
      const order = await createBalanceOrder(w._id);
      if (!order.approveUrl) throw new Error('PayPal gave no page to approve the payment on.');
      window.location.assign(order.approveUrl);
    } catch (error) {
      leaving.current = false;
      toast.error(purchaseMessages.paymentFailed);
      setState({ kind: 'failed', message: errorMessage(error) });
    }
  }

  const amount = formatPence(w.balance_due);
  const busy = state.kind === 'leaving';
  return (
    <>
      <div className="space-y-3">
        <p>
          When we inspected your {makeAndModel(w)} ({w.vehicleDetails.reg_num}), some of its details differed from those
          given when the warranty was bought, and the price of that cover is higher.
        </p>
        <p className="rounded-lg bg-surface p-3 text-lg">
          Balance due: <strong className="text-navy">{amount}</strong>
        </p>
        <p>Your warranty certificate is issued as soon as the balance has been paid.</p>
      </div>
      {state.kind === 'failed' ? (
        <p role="alert" className="mt-4 rounded-lg border-l-4 border-danger bg-[#fdecea] p-3 font-medium text-danger">
          {state.message}
        </p>
      ) : null}
      {busy ? (
        <p role="status" className="mt-4 text-muted">
          Opening PayPal…
        </p>
      ) : null}
      <ModalActions>
        <button type="button" className={outlineButton} onClick={onBack}>
          Not now
        </button>
        <button type="button" className={primaryButton} aria-disabled={busy} onClick={() => void pay()}>
          Pay {amount} now with PayPal
        </button>
      </ModalActions>
      <p className="mt-3 text-sm text-muted">
        You will approve the payment on PayPal&apos;s page, then come back here while we confirm it.
      </p>
    </>
  );
}

/** DESIGN §2 "Pay option": the balance explained, and the button that pays it. */
export function PayBalanceModal({ warranty, onClose }: { warranty: Warranty | null; onClose: () => void }) {
  return (
    <Modal open={warranty !== null} onClose={onClose} title="Pay your balance">
      {warranty ? <PayBody warranty={warranty} onBack={onClose} /> : null}
    </Modal>
  );
}
