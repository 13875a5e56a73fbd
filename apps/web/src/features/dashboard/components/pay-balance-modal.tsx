import { purchaseMessages } from '@kestrel/domain/purchase/purchase-messages';
import type { PayNowAnswer, Warranty } from '@kestrel/domain/schemas/dashboard';
import { ConfirmActions } from '~/components/ui/confirm-actions';
import { Modal } from '~/components/ui/modal';
import { QueryState } from '~/components/ui/query-state';
import { toast } from '~/lib/toast';
import { createBalanceOrder } from '../api/balance-payment';
import { payNowButton } from '../pay-now-text';
import { makeAndModel } from '../warranty-text';
import { useOneRequest } from '~/lib/query/use-one-request';
import { RequestOutcome } from '~/components/ui/request-outcome';
import { usePayNow } from '../api/pay-now';
import { PayNowSummary } from './pay-now-summary';

function PayBody({ warranty: w, due, onBack }: { warranty: Warranty; due: PayNowAnswer; onBack: () => void }) {
  // Demo mode and PayPal alike: the server opens an order for what is due; PayPal's page approves it.
  const { state, busy, run } = useOneRequest(
    async () => {
      const order = await createBalanceOrder(w._id);
      if (!order.approveUrl) throw new Error('PayPal gave no page to approve the payment on.');
      window.location.assign(order.approveUrl);
    },
    () => toast.error(purchaseMessages.paymentFailed),
  );

  if (due.total <= 0) {
    return <p>There is nothing to pay on this warranty now.</p>;
  }
  return (
    <>
      <div className="space-y-3">
        {due.balance > 0 ? (
          <p>
            When we inspected your {makeAndModel(w)} ({w.vehicleDetails.reg_num}), some of its details differed from
            those given when the warranty was bought, and the price of that cover is higher.
          </p>
        ) : null}
        {due.arrears > 0 ? (
          <p>
            A Direct Debit payment for this warranty could not be collected. This payment covers it too, and we will not
            collect it by Direct Debit as well; your later monthly payments stay on your Direct Debit as planned.
          </p>
        ) : null}
        <PayNowSummary due={due} />
        {due.balance > 0 ? <p>Your warranty certificate is issued as soon as the balance has been paid.</p> : null}
      </div>
      <RequestOutcome state={state} sending="Opening PayPal…" />
      <ConfirmActions
        back="Not now"
        onBack={onBack}
        confirm={payNowButton(due, 'with PayPal')}
        busy={busy}
        onConfirm={run}
      />
      <p className="mt-3 text-sm text-muted">
        You will approve the payment on PayPal&apos;s page, then come back here while we confirm it.
      </p>
    </>
  );
}

/** What is due on the warranty, as the server prices the payment, then the body. */
function PayDue({ warranty, onBack }: { warranty: Warranty; onBack: () => void }) {
  const query = usePayNow(warranty._id);
  return (
    <QueryState query={query} loading="Working out what is due…">
      {(due) => <PayBody warranty={warranty} due={due} onBack={onBack} />}
    </QueryState>
  );
}

/**
 * DESIGN §2 "Pay option": what the payment covers (a monthly plan's missed payments as well as the
 * balance), the total the server will charge, and the button that pays it.
 */
export function PayBalanceModal({ warranty, onClose }: { warranty: Warranty | null; onClose: () => void }) {
  return (
    <Modal open={warranty !== null} onClose={onClose} title="Pay your balance">
      {warranty ? <PayDue warranty={warranty} onBack={onClose} /> : null}
    </Modal>
  );
}
