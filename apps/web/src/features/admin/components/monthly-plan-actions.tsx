import type { MonthlyPlanView } from '@kestrel/domain/schemas/direct-debit';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '~/components/ui/button';
import { ConfirmActions } from '~/components/ui/confirm-actions';
import { Modal } from '~/components/ui/modal';
import { errorMessage } from '~/lib/api-client';
import { toast } from '~/lib/toast';
import { monthlyPlanActions } from '../api/monthly-plan-actions';
import { actionTitles, describeAction, refundActions, type MonthlyPlanAction } from '../monthly-plan-action-text';

/** Staff's actions on a monthly plan (docs/payments.md, Back office): retry now, refund, cancel; each audited. */
export function MonthlyPlanActions({ warrantyId, plan }: { warrantyId: string; plan: MonthlyPlanView }) {
  const [action, setAction] = useState<MonthlyPlanAction | null>(null);
  const queryClient = useQueryClient();
  const run = useMutation({
    mutationFn: async (chosen: MonthlyPlanAction) =>
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
  const collected = refundActions(plan);
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
        {collected.map(({ button, ...refund }) => (
          <Button key={`refund-${refund.number}`} variant="outline" onClick={() => setAction(refund)}>
            {button}
          </Button>
        ))}
        {plan.cancel_preview ? (
          <Button variant="danger-solid" onClick={() => setAction({ kind: 'cancel' })}>
            Cancel plan
          </Button>
        ) : null}
      </div>
      <Modal open={action !== null} onClose={() => setAction(null)} title={action ? actionTitles[action.kind] : ''}>
        {action ? (
          <>
            <p>{describeAction(action, plan)}</p>
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
