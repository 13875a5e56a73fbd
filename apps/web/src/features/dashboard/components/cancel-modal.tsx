import { formatPence } from '@kestrel/domain/pricing/money';
import type { CancelAnswer, Warranty } from '@kestrel/domain/schemas/dashboard';
import { ConfirmActions } from '~/components/ui/confirm-actions';
import { Modal } from '~/components/ui/modal';
import { cancelWarranty } from '../api/warranties';
import { useOneRequest } from '~/lib/query/use-one-request';
import { RequestOutcome } from '~/components/ui/request-outcome';

function CancelBody({
  warranty: w,
  onKeep,
  onCancelled,
}: {
  warranty: Warranty;
  onKeep: () => void;
  onCancelled: (answer: CancelAnswer) => void;
}) {
  const { state, busy, run } = useOneRequest(async () => onCancelled(await cancelWarranty(w._id)));
  return (
    <>
      <div className="space-y-3">
        <p>
          You are within your 14-day cooling-off period, so you can cancel your <strong>{w.plan.name}</strong> warranty
          for <strong>{w.vehicleDetails.reg_num}</strong>.
        </p>
        <p>
          We will refund the full <strong>{formatPence(w.amount)}</strong> to your original payment method. Your cover
          ends as soon as you cancel.
        </p>
      </div>
      <RequestOutcome state={state} sending="Cancelling your warranty…" />
      <ConfirmActions
        back="Keep my warranty"
        onBack={onKeep}
        confirm="Yes, cancel and refund"
        variant="danger-solid"
        busy={busy}
        onConfirm={run}
      />
    </>
  );
}

/** DESIGN §2 "Cooling-off": the step that confirms a cancellation before anything is sent. */
export function CancelModal({
  warranty,
  onClose,
  onCancelled,
}: {
  warranty: Warranty | null;
  onClose: () => void;
  onCancelled: (answer: CancelAnswer) => void;
}) {
  return (
    <Modal open={warranty !== null} onClose={onClose} title="Cancel this warranty?">
      {warranty ? <CancelBody warranty={warranty} onKeep={onClose} onCancelled={onCancelled} /> : null}
    </Modal>
  );
}
