import type { MonthlyPlanView } from '@kestrel/domain/schemas/direct-debit';
import { formatPence } from '@kestrel/domain/pricing/money';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '~/components/ui/button';
import { ConfirmActions } from '~/components/ui/confirm-actions';
import { Modal } from '~/components/ui/modal';
import { errorMessage } from '~/lib/api-client';
import { toast } from '~/lib/toast';
import { monthlyPlanActions } from '../api/monthly-plan-actions';

type Action =
  | { kind: 'retry'; number: number; amount: number }
  | { kind: 'refund'; number: number; amount: number }
  | { kind: 'cancel' };

const titles = { retry: 'Retry this collection now?', refund: 'Refund this payment?', cancel: 'Cancel this plan?' };

function describe(action: Action, plan: MonthlyPlanView): string {
  if (action.kind === 'retry')
    return `GoCardless will be asked to collect instalment ${action.number} (${formatPence(action.amount)}) again, on the next possible day. The automatic retry will not then be made.`;
  if (action.kind === 'refund')
    return `Instalment ${action.number} (${formatPence(action.amount)}) will be refunded in full to the customer's bank through GoCardless.`;
  const preview = plan.cancel_preview;
  if (preview?.kind === 'full-refund')
    return `Within the 14-day cooling-off period with no claim: every payment taken (${formatPence(preview.refund)}) is refunded, the Direct Debit stopped and the warranty cancelled. The customer is e-mailed.`;
  return `The Direct Debit is stopped and nothing is refunded. ${preview?.cover_ends ? `Cover ends on ${preview.cover_ends}, the last day paid for.` : 'The warranty ends now: no paid-for cover is left.'} The customer is e-mailed.`;
}

/** Staff's actions on a monthly plan (docs/payments.md, Back office): retry now, refund, cancel; each audited. */
export function MonthlyPlanActions({ warrantyId, plan }: { warrantyId: string; plan: MonthlyPlanView }) {
  const [action, setAction] = useState<Action | null>(null);
  const queryClient = useQueryClient();
  const run = useMutation({
    mutationFn: async (chosen: Action) =>
      chosen.kind === 'retry'
        ? monthlyPlanActions.retry(warrantyId, chosen.number)
        : chosen.kind === 'refund'
          ? monthlyPlanActions.refund(warrantyId, chosen.number)
          : monthlyPlanActions.cancel(warrantyId),
    onSuccess: (answer) => {
      toast.success(answer.message);
      setAction(null);
      // The plan, the warranty's status and its audit timeline have all changed.
      void queryClient.invalidateQueries();
    },
    onError: (error) => toast.error(errorMessage(error)),
  });
  const failed = plan.instalments.filter((i) => i.status === 'failed');
  const collected = plan.instalments.filter((i) => i.status === 'collected');
  if (failed.length === 0 && collected.length === 0 && !plan.cancel_preview) return null;
  return (
    <div className="space-y-2">
      <h3 className="font-semibold text-navy">Actions</h3>
      <div className="flex flex-wrap gap-2">
        {failed.map((i) => (
          <Button
            key={`retry-${i.number}`}
            variant="outline"
            onClick={() => setAction({ kind: 'retry', number: i.number, amount: i.amount })}
          >
            Retry instalment {i.number} now
          </Button>
        ))}
        {collected.map((i) => (
          <Button
            key={`refund-${i.number}`}
            variant="outline"
            onClick={() => setAction({ kind: 'refund', number: i.number, amount: i.amount })}
          >
            Refund instalment {i.number}
          </Button>
        ))}
        {plan.cancel_preview ? (
          <Button variant="danger-solid" onClick={() => setAction({ kind: 'cancel' })}>
            Cancel plan
          </Button>
        ) : null}
      </div>
      <Modal open={action !== null} onClose={() => setAction(null)} title={action ? titles[action.kind] : ''}>
        {action ? (
          <>
            <p>{describe(action, plan)}</p>
            <ConfirmActions
              back="Go back"
              onBack={() => setAction(null)}
              confirm={action.kind === 'cancel' ? 'Yes, cancel the plan' : 'Yes, go ahead'}
              variant={action.kind === 'retry' ? 'primary' : 'danger-solid'}
              busy={run.isPending}
              onConfirm={() => run.mutate(action)}
            />
          </>
        ) : null}
      </Modal>
    </div>
  );
}
