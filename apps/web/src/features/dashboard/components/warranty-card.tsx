import type { Warranty } from '@kestrel/domain/schemas/dashboard';
import { formatDashboardDate } from '@kestrel/domain/warranty/warranty-dates';
import { useId } from 'react';
import { DetailList } from '~/components/ui/detail-list';
import { useMyMonthlyPlans } from '../api/monthly-plans';
import { londonToday } from '@kestrel/domain/uk/london-date';
import { makeAndModel, motDueText, payBalanceLabel } from '../warranty-text';
import { Button } from '~/components/ui/button';
import { ButtonLink } from '~/components/ui/button-link';
import { ClaimInProgressLink } from '~/components/claims/claim-in-progress';
import { InspectionMessage } from './inspection-message';

export interface WarrantyActions {
  onDetails: (warranty: Warranty) => void;
  onPay: (warranty: Warranty) => void;
  onCancel: (warranty: Warranty) => void;
  onRenew: (warranty: Warranty) => void;
}

/**
 * One warranty on the dashboard (spec §2, §4): plan, vehicle, cover dates, status, the inspection
 * message, and what the customer may do with it now (DESIGN §2 "Pay option", "Cooling-off", §3).
 */
export function WarrantyCard({ warranty: w, actions }: { warranty: Warranty; actions: WarrantyActions }) {
  const titleId = useId();
  const motDue = motDueText(w, londonToday());
  // Missed monthly payments are paid by card with the balance payment: the button says so.
  const arrearsByCard =
    useMyMonthlyPlans().data?.plans.find((p) => p.warranty_id === w._id)?.arrears_payable_by_card ?? 0;
  return (
    <article
      aria-labelledby={titleId}
      data-testid="warranty-card"
      className="flex h-full flex-col gap-4 rounded-2xl border border-line bg-white p-5 shadow-sm"
    >
      <h3 id={titleId} className="text-lg font-bold text-navy">
        {w.plan.name}
      </h3>
      <DetailList
        rows={[
          ['Certificate number', w.reference],
          ['Registration', w.vehicleDetails.reg_num],
          ['Vehicle', makeAndModel(w)],
          ['Cover', `${formatDashboardDate(w.start_date)} to ${formatDashboardDate(w.expiry_date)}`],
          ['Status', w.status.label],
        ]}
      />
      {motDue ? (
        <p className="text-sm font-semibold text-navy" data-testid="mot-due">
          {motDue}
        </p>
      ) : null}
      <InspectionMessage warrantyId={w._id} status={w.status.value} orderReference={w.order_reference} />
      {w.cancel_note ? <p className="text-sm text-muted">{w.cancel_note}</p> : null}
      <div className="mt-auto flex flex-wrap gap-3">
        <Button variant="outline" onClick={() => actions.onDetails(w)}>
          See details
        </Button>
        {w.can_pay ? (
          <Button variant="primary" onClick={() => actions.onPay(w)}>
            {payBalanceLabel(w, arrearsByCard)}
          </Button>
        ) : null}
        {w.can_renew ? (
          <Button variant="primary" onClick={() => actions.onRenew(w)}>
            Renew
          </Button>
        ) : null}
        {w.status.value === 'inspection-passed' && w.cover_state === 'active' ? (
          w.open_claim ? (
            <ClaimInProgressLink claim={w.open_claim} />
          ) : (
            <ButtonLink to={`/dashboard/claims/new/${w._id}`} variant="outline">
              Make a claim
            </ButtonLink>
          )
        ) : null}
        {w.status.value === 'inspection-passed' && w.cover_state !== 'expired' ? (
          <ButtonLink to={`/dashboard/transfer/${w._id}`} variant="outline">
            Transfer to a new owner
          </ButtonLink>
        ) : null}
        {w.can_cancel ? (
          <Button variant="danger" onClick={() => actions.onCancel(w)}>
            Cancel and refund
          </Button>
        ) : null}
      </div>
    </article>
  );
}
