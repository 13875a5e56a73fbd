import { cancelledPlanMessage } from '@kestrel/domain/direct-debit/cancellation';
import type { WarrantyStatus } from '@kestrel/domain/schemas/purchase';
import { londonToday } from '@kestrel/domain/uk/london-date';
import {
  inspectionCallPromise,
  inspectionMessage,
  type InspectionTone,
} from '@kestrel/domain/warranty/warranty-status';
import { useMyMonthlyPlans } from '../api/monthly-plans';

const tones: Record<InspectionTone, { box: string; mark: string }> = {
  passed: { box: 'border-teal bg-teal-50', mark: '✓' },
  failed: { box: 'border-danger bg-[#fdecea]', mark: '!' },
  review: { box: 'border-amber bg-amber-50', mark: 'i' },
  closed: { box: 'border-line bg-surface', mark: '–' },
};

/**
 * Spec §4: the card's inspection message: passed, failed or Under Review, in words as well as
 * colour. Under Review adds the order reference and what happens next by when; a cancelled or
 * refunded warranty says so, and a cancelled monthly plan why it ended.
 */
export function InspectionMessage({
  warrantyId,
  status,
  orderReference,
}: {
  warrantyId: string;
  status: WarrantyStatus;
  orderReference: string;
}) {
  // A monthly plan that was cancelled says why: arrears, cooling-off, or collections stopped.
  const plans = useMyMonthlyPlans().data?.plans ?? [];
  const plan = plans.find((p) => p.warranty_id === warrantyId);
  const ended = plan?.cancellation;
  const message = ended
    ? {
        tone: ended.reason === 'arrears' ? ('failed' as const) : ('closed' as const),
        ...cancelledPlanMessage(ended.reason, ended.cover_ends_on, londonToday()),
      }
    : inspectionMessage(status, plan !== undefined);
  const tone = tones[message.tone];
  return (
    <div className={`flex gap-3 rounded-xl border-l-4 p-3 ${tone.box}`}>
      <span
        aria-hidden="true"
        className="mt-0.5 flex size-6 shrink-0 items-center justify-center rounded-full bg-white font-bold text-navy"
      >
        {tone.mark}
      </span>
      <div>
        <p className="font-semibold text-ink">{message.title}</p>
        <p className="text-sm text-ink">{message.text}</p>
        {message.tone === 'review' ? (
          <>
            <p className="mt-1 text-sm font-semibold text-ink">{inspectionCallPromise}</p>
            <p className="mt-1 text-sm text-ink">
              Order reference: <span className="font-mono font-semibold">{orderReference}</span>
            </p>
          </>
        ) : null}
      </div>
    </div>
  );
}
