import { instalmentNumbersText, payOffButton } from '@kestrel/domain/direct-debit/pay-off';
import { formatPence } from '@kestrel/domain/pricing/money';
import { purchaseMessages } from '@kestrel/domain/purchase/purchase-messages';
import type { PayOffAnswer } from '@kestrel/domain/schemas/direct-debit';
import { ukLongDate } from '@kestrel/domain/uk/long-date';
import { useState } from 'react';
import { Button } from '~/components/ui/button';
import { ConfirmActions } from '~/components/ui/confirm-actions';
import { Modal } from '~/components/ui/modal';
import { RequestOutcome } from '~/components/ui/request-outcome';
import { useOneRequest } from '~/lib/query/use-one-request';
import { toast } from '~/lib/toast';
import { createPayOffOrder, usePayOff } from '../api/pay-off';

/** The dialog: every instalment the payment covers, the total, and PayPal's page to pay on. */
function ConfirmPayOff({
  warrantyId,
  registration,
  payOff,
  onBack,
}: {
  warrantyId: string;
  registration: string;
  payOff: PayOffAnswer;
  onBack: () => void;
}) {
  // The server prices the order from the instalments in our database; PayPal's page approves it.
  const { state, busy, run } = useOneRequest(
    async () => {
      const order = await createPayOffOrder(warrantyId);
      if (!order.approveUrl) throw new Error('PayPal gave no page to approve the payment on.');
      window.location.assign(order.approveUrl);
    },
    () => toast.error(purchaseMessages.paymentFailed),
  );
  const numbers = payOff.instalments.map((i) => i.number);
  return (
    <>
      <div className="space-y-3">
        <p>
          You can pay everything still to pay on your monthly plan for {registration} now, by card or PayPal:{' '}
          {instalmentNumbersText(numbers)}. Your warranty is then paid in full and no more Direct Debit payments are
          taken for it.
        </p>
        <table className="w-full text-left text-sm">
          <caption className="sr-only">The payments this covers</caption>
          <thead>
            <tr className="border-b border-line">
              <th scope="col" className="py-1 pr-4">
                Payment
              </th>
              <th scope="col" className="py-1 pr-4">
                Was due
              </th>
              <th scope="col" className="py-1 text-right">
                Amount
              </th>
            </tr>
          </thead>
          <tbody>
            {payOff.instalments.map((i) => (
              <tr key={i.number} className="border-b border-line">
                <td className="py-1 pr-4">
                  {i.number}
                  {i.status === 'failed' ? ' (missed)' : ''}
                </td>
                <td className="py-1 pr-4">{ukLongDate(i.charge_date)}</td>
                <td className="py-1 text-right">{formatPence(i.amount)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={2} className="py-1 pr-4 text-left">
                Total to pay now
              </th>
              <td className="py-1 text-right font-semibold">{formatPence(payOff.amount)}</td>
            </tr>
          </tfoot>
        </table>
      </div>
      <RequestOutcome state={state} sending="Opening PayPal…" />
      <ConfirmActions
        back="Not now"
        onBack={onBack}
        confirm={payOffButton(payOff.amount)}
        busy={busy}
        onConfirm={run}
      />
      <p className="mt-3 text-sm text-muted">
        You will pay on PayPal&apos;s page, then come back here while we confirm it. We stop your Direct Debit payments
        for this plan before the card is charged, so nothing is taken twice; if the card payment does not go through,
        your Direct Debit carries on as before.
      </p>
    </>
  );
}

/**
 * "Pay the remaining £X by card" for a live monthly plan (issue #38, DESIGN §9.3): the seller pays
 * the rest before a transfer, or anyone who would rather finish paying now. Priced by the server;
 * when it cannot be paid now (a collection at the bank), says from when it can.
 */
export function PayOffByCard({ warrantyId, registration }: { warrantyId: string; registration: string }) {
  const query = usePayOff(warrantyId);
  const [open, setOpen] = useState(false);
  const payOff = query.data;
  if (!payOff) return null;
  if (!payOff.allowed) {
    return payOff.try_again_on ? <p className="text-sm text-muted">{payOff.message}</p> : null;
  }
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        {payOffButton(payOff.amount)}
        <span className="sr-only"> for {registration}</span>
      </Button>
      <Modal open={open} onClose={() => setOpen(false)} title="Pay the rest of your monthly plan">
        {open ? (
          <ConfirmPayOff
            warrantyId={warrantyId}
            registration={registration}
            payOff={payOff}
            onBack={() => setOpen(false)}
          />
        ) : null}
      </Modal>
    </>
  );
}
