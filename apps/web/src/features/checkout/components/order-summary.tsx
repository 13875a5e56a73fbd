import { coverLevels } from '@kestrel/domain/catalogue/levels';
import { formatPence } from '@kestrel/domain/pricing/money';
import { COOLING_OFF_DAYS, expiryDate } from '@kestrel/domain/warranty/warranty-dates';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatLongDate } from '~/lib/dates';
import type { SelectedPlan, VehicleDetails } from '~/lib/state/slices';
import { TitledSection } from '~/components/ui/titled-section';
import { groupDigits } from '@kestrel/domain/uk/numbers';

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-0.5 py-2.5">
      <dt className="text-muted">{term}</dt>
      <dd className="text-right font-semibold text-ink">{children}</dd>
    </div>
  );
}

/** Step 5's Order Summary (spec §2): what is being bought, for which vehicle, from when to when, and the price. */
export function OrderSummary({
  vehicle,
  plan,
  startDate,
}: {
  vehicle: VehicleDetails;
  plan: SelectedPlan;
  startDate: string;
}) {
  const level = coverLevels.find((l) => l.id === plan.cover)?.name ?? plan.cover;
  return (
    <TitledSection
      id="order-summary-title"
      title="Order Summary"
      size="xl"
      className="rounded-xl border border-line bg-surface p-5"
    >
      <dl className="mt-2 divide-y divide-line">
        <Row term="Vehicle">{`${vehicle.make} ${vehicle.model}`.trim()}</Row>
        <Row term="Registration">{vehicle.regNumber}</Row>
        <Row term="Cover level">{level}</Row>
        <Row term="Claim limit">£{groupDigits(plan.claimLimit)} per claim</Row>
        <Row term="Length of cover">{plan.month} months</Row>
        <Row term="Cover starts">{formatLongDate(startDate)}</Row>
        <Row term="Cover ends">{formatLongDate(expiryDate(startDate, plan.month))}</Row>
        <Row term="Price">
          <span className="text-lg">{formatPence(plan.price)}</span>
        </Row>
      </dl>
      <p className="mt-3 text-sm text-muted">
        Changed your mind? Cancel within {COOLING_OFF_DAYS} days of buying, before any claim, for a full refund.
      </p>
      <p className="mt-2">
        <Link
          to="/purchase/warranty-suggestion"
          className="inline-flex min-h-11 items-center font-semibold text-navy underline"
        >
          Change your plan
        </Link>
      </p>
    </TitledSection>
  );
}
