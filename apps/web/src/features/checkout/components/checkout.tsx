import type { UnlikelyDetail } from '@kestrel/domain/purchase/declared-vehicle-checks';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { useSelectedPlan, useVehicleDetails, useVehicleInfo, useWarrantyDetails } from '~/lib/state/slices';
import { usePaymentReturn } from '../hooks/use-payment-return';
import { declaredOrder, orderDraft } from '../order-request';
import { Declaration } from './declaration';
import { KeyFactsPanel } from './key-facts-panel';
import { MissingPieceNotice } from './missing-piece';
import { Notice } from './notice';
import { OrderSummary } from './order-summary';
import { Button, stepButton } from '~/components/ui/button';
import { PayChoice, type PayWay } from './pay-choice';

function Confirming() {
  return (
    <div role="status" className="flex items-center gap-3 rounded-xl border border-line bg-surface p-5 text-navy">
      <span aria-hidden="true" className="size-6 animate-spin rounded-full border-2 border-line border-t-navy" />
      <p className="text-lg font-semibold">Confirming your payment…</p>
    </div>
  );
}

/**
 * Step 5, /dashboard/payments: the Order Summary, the key facts, the declaration and the payment
 * button (which goes to PayPal only once the declaration is ticked); on the way back from PayPal,
 * the confirmation (capture) of the payment, then the dashboard.
 */
export function Checkout() {
  const vehicle = useVehicleDetails((s) => s.value);
  const info = useVehicleInfo((s) => s.value);
  const warranty = useWarrantyDetails((s) => s.value);
  const plan = useSelectedPlan((s) => s.value);
  const { confirming, cancelled, outcome, confirmAgain } = usePaymentReturn();
  const [declared, setDeclared] = useState(false);
  const [confirmed, setConfirmed] = useState<UnlikelyDetail[]>([]);
  const [triedToPay, setTriedToPay] = useState(false);
  const [way, setWay] = useState<PayWay>('full');
  const firstBox = useRef<HTMLInputElement>(null);

  if (confirming) return <Confirming />;
  if (outcome?.kind === 'failed') {
    return (
      <div className="space-y-4">
        <Notice tone="error" title="We couldn't confirm your payment yet">
          {outcome.message}
        </Notice>
        <Button {...stepButton} onClick={() => confirmAgain(outcome.attempt)}>
          Try confirming again
        </Button>
        <p className="text-sm text-muted">
          If you are unsure whether you have paid, check your{' '}
          <Link to="/dashboard/transaction-history">transactions</Link> before paying again.
        </p>
      </div>
    );
  }

  const draft = orderDraft(vehicle, info, warranty, plan);
  if (!draft.ok) return <MissingPieceNotice missing={draft.missing} />;
  const ready = declared && draft.unlikely.every((finding) => confirmed.includes(finding.detail));
  const request = ready ? declaredOrder(draft.request, confirmed) : null;
  const confirm = (detail: UnlikelyDetail, checked: boolean) =>
    setConfirmed((list) => (checked ? [...list, detail] : list.filter((d) => d !== detail)));
  return (
    <div className="space-y-6">
      {cancelled ? (
        <Notice tone="info" title="Payment cancelled: you have not been charged">
          Your quote is still here. Pay when you are ready.
        </Notice>
      ) : null}
      {outcome?.kind === 'declined' ? <Notice tone="error" title={outcome.message} /> : null}
      <OrderSummary vehicle={draft.vehicle} plan={draft.plan} startDate={draft.startDate} />
      <KeyFactsPanel
        plan={draft.plan}
        startDate={draft.startDate}
        handTyped={draft.vehicle.verified === false}
        paidMonthly={way === 'monthly'}
      />
      <Declaration
        unlikely={draft.unlikely}
        confirmed={confirmed}
        onConfirm={confirm}
        declared={declared}
        onDeclare={setDeclared}
        showError={triedToPay}
        firstBoxRef={firstBox}
      />
      <section aria-labelledby="pay-title">
        <h2 id="pay-title" className="text-xl font-bold text-navy">
          Pay
        </h2>
        <div className="mt-3">
          <PayChoice
            key={draft.plan._id}
            request={request}
            price={draft.plan.price}
            months={draft.plan.month}
            registration={draft.request.warrantyData.vehicleDetails.reg_num}
            way={way}
            onWay={setWay}
            onNotDeclared={() => {
              setTriedToPay(true);
              firstBox.current?.focus();
            }}
          />
        </div>
      </section>
    </div>
  );
}
