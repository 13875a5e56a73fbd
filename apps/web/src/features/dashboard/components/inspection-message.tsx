import type { WarrantyStatus } from '@kestrel/domain/schemas/purchase';
import {
  inspectionCallPromise,
  inspectionMessage,
  type InspectionTone,
} from '@kestrel/domain/warranty/warranty-status';

const tones: Record<InspectionTone, { box: string; mark: string }> = {
  passed: { box: 'border-teal bg-teal-50', mark: '✓' },
  failed: { box: 'border-danger bg-[#fdecea]', mark: '!' },
  review: { box: 'border-amber bg-amber-50', mark: 'i' },
  closed: { box: 'border-line bg-surface', mark: '–' },
};

/**
 * Spec §4: the card's inspection message: passed, failed or Under Review, in words as well as
 * colour. Under Review adds the order reference and what happens next by when; a cancelled or
 * refunded warranty says so.
 */
export function InspectionMessage({ status, orderReference }: { status: WarrantyStatus; orderReference: string }) {
  const message = inspectionMessage(status);
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
