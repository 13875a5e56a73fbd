import type { CancelMonthlyAnswer, MyMonthlyPlansAnswer } from '@kestrel/domain/schemas/direct-debit';
import { formatPence } from '@kestrel/domain/pricing/money';
import { ukLongDate } from '@kestrel/domain/uk/long-date';
import { ConfirmActions } from '~/components/ui/confirm-actions';
import { Modal } from '~/components/ui/modal';
import { RequestOutcome } from '~/components/ui/request-outcome';
import { useOneRequest } from '~/lib/query/use-one-request';
import { cancelMonthlyPlan } from '../api/monthly-plans';

type Plan = MyMonthlyPlansAnswer['plans'][number];

/** What cancelling does, in the domain's terms the server gave (`cancel_preview`). */
function Terms({ plan }: { plan: Plan }) {
  const preview = plan.cancel_preview;
  if (preview?.kind === 'full-refund') {
    return (
      <>
        <p>
          You are within your 14-day cooling-off period and have made no claim, so we will stop your Direct Debit and
          cancel your warranty for <strong>{plan.registration}</strong>.
        </p>
        <p>
          {preview.refund > 0 ? (
            <>
              Every payment taken, <strong>{formatPence(preview.refund)}</strong>, will be refunded to your bank
              account.
            </>
          ) : (
            'No payment has been taken yet, so there is nothing to refund.'
          )}{' '}
          Your cover ends as soon as you cancel.
        </p>
      </>
    );
  }
  return (
    <>
      <p>
        We will stop your Direct Debit for <strong>{plan.registration}</strong>: no further payments will be taken. As
        the 14-day cooling-off period has passed (or a claim has been made), payments already made are not refunded.
      </p>
      <p>
        {preview?.cover_ends ? (
          <>
            Your cover continues until <strong>{ukLongDate(preview.cover_ends)}</strong>, the last day you have paid
            for, and then ends.
          </>
        ) : (
          'You have no paid-for cover left, so your warranty ends as soon as you cancel.'
        )}
      </p>
    </>
  );
}

function CancelBody({
  plan,
  onKeep,
  onCancelled,
}: {
  plan: Plan;
  onKeep: () => void;
  onCancelled: (answer: CancelMonthlyAnswer) => void;
}) {
  const { state, busy, run } = useOneRequest(async () => onCancelled(await cancelMonthlyPlan(plan.warranty_id!)));
  const refund = plan.cancel_preview?.kind === 'full-refund';
  return (
    <>
      <div className="space-y-3">
        <Terms plan={plan} />
      </div>
      <RequestOutcome state={state} sending="Cancelling your monthly plan…" />
      <ConfirmActions
        back="Keep my plan"
        onBack={onKeep}
        confirm={refund ? 'Yes, cancel and refund' : 'Yes, stop my Direct Debit'}
        variant="danger-solid"
        busy={busy}
        onConfirm={run}
      />
    </>
  );
}

/** The step that confirms a monthly plan's cancellation (DESIGN §8.2) before anything is sent. */
export function CancelMonthlyModal({
  plan,
  onClose,
  onCancelled,
}: {
  plan: Plan | null;
  onClose: () => void;
  onCancelled: (answer: CancelMonthlyAnswer) => void;
}) {
  return (
    <Modal open={plan !== null} onClose={onClose} title="Cancel your monthly plan?">
      {plan ? <CancelBody plan={plan} onKeep={onClose} onCancelled={onCancelled} /> : null}
    </Modal>
  );
}
