import { useState } from 'react';
import type { AdminWarrantyAnswer } from '@kestrel/domain/schemas/admin';
import { formatPence } from '@kestrel/domain/pricing/money';
import { TextAreaField } from '~/components/forms/text-field';
import { Button } from '~/components/ui/button';
import { ConfirmActions } from '~/components/ui/confirm-actions';
import { Modal } from '~/components/ui/modal';
import { RequestOutcome } from '~/components/ui/request-outcome';
import { errorMessage } from '~/lib/api-client';
import { useSchemaForm } from '~/lib/forms/use-schema-form';
import { useOneRequest, type RequestState } from '~/lib/query/use-one-request';
import { warrantyActions } from '../api/warranty-actions';
import { adminSchemas } from '../load-form-schemas';
import type { OnChanged } from './warranty-action-forms';

const paidSoFar = (answer: AdminWarrantyAnswer) =>
  answer.transactions.reduce((sum, t) => sum + (t.kind === 'payment' ? t.amount : -t.amount), 0);

/** What each confirming dialog is given. */
interface DecisionProps {
  answer: AdminWarrantyAnswer;
  onClose: () => void;
  onChanged: OnChanged;
}

function PassBody({ answer, onClose, onChanged }: DecisionProps) {
  const { warranty: w } = answer;
  const { state, busy, run } = useOneRequest(async () =>
    onChanged(await warrantyActions.pass(w._id), 'Inspection passed; the customer has been e-mailed.'),
  );
  return (
    <>
      <p>
        Record that <strong>{w.vehicleDetails.reg_num}</strong> passed its inspection?{' '}
        {w.balance_due > 0
          ? `The certificate waits until the customer pays the ${formatPence(w.balance_due)} balance.`
          : 'The certificate is issued now and the customer can open it from their dashboard.'}{' '}
        {answer.customer.name} is e-mailed.
      </p>
      <RequestOutcome state={state} sending="Recording the pass…" />
      <ConfirmActions back="Not now" onBack={onClose} confirm="Yes, record passed" busy={busy} onConfirm={run} />
    </>
  );
}

function FailBody({ answer, onClose, onChanged }: DecisionProps) {
  const refund = paidSoFar(answer);
  const [failure, setFailure] = useState<string | null>(null);
  const { field, formProps, busy } = useSchemaForm({
    schema: adminSchemas.failInspection,
    defaultValues: { reason: '' },
    leaves: true,
    send: async (value) => {
      setFailure(null);
      onChanged(
        await warrantyActions.fail(answer.warranty._id, value.reason),
        `Inspection failed; ${formatPence(refund)} refunded and the customer e-mailed.`,
      );
    },
    onRefused: (error) => setFailure(errorMessage(error)),
  });
  const state: RequestState = busy
    ? { kind: 'sending' }
    : failure
      ? { kind: 'failed', message: failure }
      : { kind: 'ready' };
  return (
    <form {...formProps} aria-busy={undefined}>
      <div className="space-y-3">
        <p>
          Everything the customer paid, <strong>{formatPence(refund)}</strong>, is refunded in full through PayPal,
          once. The customer is e-mailed that the refund reaches them within 14 business days.
        </p>
        <TextAreaField
          label="Why did the vehicle fail?"
          required
          hint="Recorded in the audit log and quoted in the customer's e-mail."
          {...field('reason')}
        />
      </div>
      <RequestOutcome state={state} sending="Refunding through PayPal…" />
      <ConfirmActions
        back="Not now"
        onBack={onClose}
        confirm={`Record failed and refund ${formatPence(refund)}`}
        variant="danger-solid"
        busy={busy}
      />
    </form>
  );
}

/** The inspection's result: passed (certificate) or failed (full refund), each confirmed first. */
export function InspectionDecision({ answer, onChanged }: { answer: AdminWarrantyAnswer; onChanged: OnChanged }) {
  const [open, setOpen] = useState<'pass' | 'fail' | null>(null);
  const close = () => setOpen(null);
  const changed: OnChanged = (next, done) => {
    setOpen(null);
    onChanged(next, done);
  };
  return (
    <div className="space-y-3">
      <h3 className="font-bold text-navy">Record the result</h3>
      <div className="flex flex-wrap gap-3">
        <Button variant="primary" onClick={() => setOpen('pass')}>
          Record passed
        </Button>
        <Button variant="danger" onClick={() => setOpen('fail')}>
          Record failed
        </Button>
      </div>
      <Modal open={open === 'pass'} onClose={close} title="Inspection passed?">
        <PassBody answer={answer} onClose={close} onChanged={changed} />
      </Modal>
      <Modal open={open === 'fail'} onClose={close} title="Inspection failed: refund in full?">
        <FailBody answer={answer} onClose={close} onChanged={changed} />
      </Modal>
    </div>
  );
}
