import { purchaseMessages } from '@kestrel/domain/purchase/purchase-messages';
import { formatPence } from '@kestrel/domain/pricing/money';
import { ConfirmActions } from '~/components/ui/confirm-actions';
import { Modal } from '~/components/ui/modal';
import { RequestOutcome } from '~/components/ui/request-outcome';
import { useOneRequest } from '~/lib/query/use-one-request';
import { toast } from '~/lib/toast';
import { createBalanceOrder } from '../api/balance-payment';

/** The monthly plan whose missed payments are paid: the warranty, its registration and what is owed. */
export interface ArrearsToPay {
  warrantyId: string;
  registration: string;
  arrears: number;
  suspended: boolean;
}

function PayBody({ owed, onBack }: { owed: ArrearsToPay; onBack: () => void }) {
  // The server prices the order from the failed collections in our database; PayPal's page approves it.
  const { state, busy, run } = useOneRequest(
    async () => {
      const order = await createBalanceOrder(owed.warrantyId);
      if (!order.approveUrl) throw new Error('PayPal gave no page to approve the payment on.');
      window.location.assign(order.approveUrl);
    },
    () => toast.error(purchaseMessages.paymentFailed),
  );
  const amount = formatPence(owed.arrears);
  return (
    <>
      <div className="space-y-3">
        <p>
          A Direct Debit payment for your warranty on {owed.registration} could not be collected. You can pay what is
          overdue now by card or PayPal; your later payments stay on your Direct Debit as planned.
        </p>
        <p className="rounded-lg bg-surface p-3 text-lg">
          Overdue: <strong className="text-navy">{amount}</strong>
        </p>
        {owed.suspended ? <p>Your cover starts again as soon as the payment is confirmed.</p> : null}
      </div>
      <RequestOutcome state={state} sending="Opening PayPal…" />
      <ConfirmActions
        back="Not now"
        onBack={onBack}
        confirm={`Pay ${amount} now by card`}
        busy={busy}
        onConfirm={run}
      />
      <p className="mt-3 text-sm text-muted">
        You will pay on PayPal&apos;s page (by card, or with a PayPal account), then come back here while we confirm it.
        We will not collect this amount by Direct Debit as well.
      </p>
    </>
  );
}

/** Issue 19: a monthly plan's missed payments paid by card through the balance payment. */
export function PayArrearsModal({ owed, onClose }: { owed: ArrearsToPay | null; onClose: () => void }) {
  return (
    <Modal open={owed !== null} onClose={onClose} title="Pay your overdue monthly payment">
      {owed ? <PayBody owed={owed} onBack={onClose} /> : null}
    </Modal>
  );
}
