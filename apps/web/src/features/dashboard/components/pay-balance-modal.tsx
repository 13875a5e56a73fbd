import { purchaseMessages } from '@kestrel/domain/purchase/purchase-messages';
import { formatPence } from '@kestrel/domain/pricing/money';
import type { Warranty } from '@kestrel/domain/schemas/dashboard';
import { ConfirmActions } from '~/components/ui/confirm-actions';
import { Modal } from '~/components/ui/modal';
import { toast } from '~/lib/toast';
import { createBalanceOrder } from '../api/balance-payment';
import { makeAndModel } from '../warranty-text';
import { useOneRequest } from '~/lib/query/use-one-request';
import { RequestOutcome } from '~/components/ui/request-outcome';

function PayBody({ warranty: w, onBack }: { warranty: Warranty; onBack: () => void }) {
  // Demo mode and PayPal alike: the server opens an order for the balance; PayPal's page approves it.
  const { state, busy, run } = useOneRequest(
    async () => {
      const order = await createBalanceOrder(w._id);
      if (!order.approveUrl) throw new Error('PayPal gave no page to approve the payment on.');
      window.location.assign(order.approveUrl);
    },
    () => toast.error(purchaseMessages.paymentFailed),
  );

  const amount = formatPence(w.balance_due);
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
      <RequestOutcome state={state} sending="Opening PayPal…" />
      <ConfirmActions
        back="Not now"
        onBack={onBack}
        confirm={`Pay ${amount} now with PayPal`}
        busy={busy}
        onConfirm={run}
      />
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
