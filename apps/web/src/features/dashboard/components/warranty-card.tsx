import type { Warranty } from '@kestrel/domain/schemas/dashboard';
import { formatDashboardDate } from '@kestrel/domain/warranty/warranty-dates';
import { useId } from 'react';
import { DetailList } from '~/components/ui/detail-list';
import { makeAndModel, payBalanceLabel } from '../warranty-text';
import { dangerButton, outlineButton, primaryButton } from '~/components/ui/buttons';
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
          ['Registration', w.vehicleDetails.reg_num],
          ['Vehicle', makeAndModel(w)],
          ['Cover', `${formatDashboardDate(w.start_date)} to ${formatDashboardDate(w.expiry_date)}`],
          ['Status', w.status.label],
        ]}
      />
      <InspectionMessage status={w.status.value} />
      <div className="mt-auto flex flex-wrap gap-3">
        <button type="button" className={outlineButton} onClick={() => actions.onDetails(w)}>
          See details
        </button>
        {w.can_pay ? (
          <button type="button" className={primaryButton} onClick={() => actions.onPay(w)}>
            {payBalanceLabel(w)}
          </button>
        ) : null}
        {w.can_renew ? (
          <button type="button" className={primaryButton} onClick={() => actions.onRenew(w)}>
            Renew
          </button>
        ) : null}
        {w.can_cancel ? (
          <button type="button" className={dangerButton} onClick={() => actions.onCancel(w)}>
            Cancel and refund
          </button>
        ) : null}
      </div>
    </article>
  );
}
