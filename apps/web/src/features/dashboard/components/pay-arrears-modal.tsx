import { purchaseMessages } from '@kestrel/domain/purchase/purchase-messages';
import type { PayNowAnswer } from '@kestrel/domain/schemas/dashboard';
import { ConfirmActions } from '~/components/ui/confirm-actions';
import { Modal } from '~/components/ui/modal';
import { QueryState } from '~/components/ui/query-state';
import { RequestOutcome } from '~/components/ui/request-outcome';
import { useOneRequest } from '~/lib/query/use-one-request';
import { toast } from '~/lib/toast';
import { createBalanceOrder } from '../api/balance-payment';
import { payNowButton } from '../pay-now-text';
import { usePayNow } from '../api/pay-now';
import { PayNowSummary } from './pay-now-summary';

/** The monthly plan whose missed payments are paid: the warranty, its registration and what is owed. */
export interface ArrearsToPay {
  warrantyId: string;
  registration: string;
  arrears: number;
  suspended: boolean;
}

function PayBody({ owed, due, onBack }: { owed: ArrearsToPay; due: PayNowAnswer; onBack: () => void }) {
  // The server prices the order from the failed collections in our database; PayPal's page approves it.
  const { state, busy, run } = useOneRequest(
    async () => {
      const order = await createBalanceOrder(owed.warrantyId);
      if (!order.approveUrl) throw new Error('PayPal gave no page to approve the payment on.');
      window.location.assign(order.approveUrl);
    },
    () => toast.error(purchaseMessages.paymentFailed),
  );
  if (due.total <= 0) return <p>There is nothing to pay on this warranty now.</p>;
  return (
    <>
      <div className="space-y-3">
        <p>
          A Direct Debit payment for your warranty on {owed.registration} could not be collected. You can pay what is
          overdue now by card or PayPal; your later payments stay on your Direct Debit as planned.
        </p>
        {due.balance > 0 ? (
          <p>The balance due after its inspection is paid with it: this payment covers both.</p>
        ) : null}
        <PayNowSummary due={due} />
        {owed.suspended ? <p>Your cover starts again as soon as the payment is confirmed.</p> : null}
      </div>
      <RequestOutcome state={state} sending="Opening PayPal…" />
      <ConfirmActions
        back="Not now"
        onBack={onBack}
        confirm={payNowButton(due, 'by card')}
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

/** What is due on the warranty, as the server prices the payment (a balance due is paid with the arrears). */
function PayDue({ owed, onBack }: { owed: ArrearsToPay; onBack: () => void }) {
  const query = usePayNow(owed.warrantyId);
  return (
    <QueryState query={query} loading="Working out what is due…">
      {(due) => <PayBody owed={owed} due={due} onBack={onBack} />}
    </QueryState>
  );
}

/** A monthly plan's missed payments paid by card through the balance payment (DESIGN §8.2). */
export function PayArrearsModal({ owed, onClose }: { owed: ArrearsToPay | null; onClose: () => void }) {
  return (
    <Modal open={owed !== null} onClose={onClose} title="Pay your overdue monthly payment">
      {owed ? <PayDue owed={owed} onBack={onClose} /> : null}
    </Modal>
  );
}
