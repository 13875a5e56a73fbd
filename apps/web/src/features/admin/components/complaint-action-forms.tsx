import { useState } from 'react';
import type { FieldValues } from 'react-hook-form';
import { arbiterDecisionLabels, complaintOutcomeLabels } from '@kestrel/domain/complaints/complaint-rules';
import { formatPence } from '@kestrel/domain/pricing/money';
import type { AdminComplaintAnswer } from '@kestrel/domain/schemas/complaint-answers';
import { RadioField } from '~/components/forms/choice-fields';
import { TextAreaField, TextField } from '~/components/forms/text-field';
import { Button } from '~/components/ui/button';
import { errorMessage } from '~/lib/api-client';
import { useSchemaForm, type SchemaFormOptions } from '~/lib/forms/use-schema-form';
import { complaintActions } from '../api/complaint-actions';
import { adminSchemas } from '../load-form-schemas';
import { ActionForm } from './action-form';

type Complaint = AdminComplaintAnswer['complaint'];
export type OnComplaintChanged = (answer: AdminComplaintAnswer, done: string) => void;
interface FormProps {
  complaint: Complaint;
  onChanged: OnComplaintChanged;
}

const options = (labels: Readonly<Record<string, string>>) =>
  Object.entries(labels).map(([value, label]) => ({ value, label }));

/** A complaint action's form over its shared schema: the call it makes and what the toast then says. */
function useComplaintForm<In extends FieldValues, Out>(
  { complaint, onChanged }: FormProps,
  schema: SchemaFormOptions<In, Out>['schema'],
  defaultValues: SchemaFormOptions<In, Out>['defaultValues'],
  act: (id: string, value: Out) => Promise<AdminComplaintAnswer>,
  done: (value: Out) => string,
) {
  return useSchemaForm({
    schema,
    defaultValues,
    send: async (value) => onChanged(await act(complaint.id, value), done(value)),
  });
}

/** The owner: the one who asks (the API offers no list of staff to choose from). */
export function AssignToMe({ complaint, onChanged }: FormProps) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  return (
    <form
      aria-label="Handle this complaint"
      className="space-y-3"
      onSubmit={(event) => {
        event.preventDefault();
        if (busy) return;
        setBusy(true);
        setError(null);
        complaintActions
          .assignToMe(complaint.id)
          .then((answer) => onChanged(answer, 'You now handle this complaint.'))
          .catch((failure: unknown) => setError(errorMessage(failure)))
          .finally(() => setBusy(false));
      }}
    >
      <h3 className="font-bold text-navy">Who handles it</h3>
      <p>{complaint.owner ? `${complaint.owner.name} handles this complaint.` : 'No one handles it yet.'}</p>
      {error ? (
        <p role="alert" className="text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
      <Button type="submit" variant="outline" aria-disabled={busy || undefined}>
        {busy ? 'Assigning…' : 'Assign to me'}
      </Button>
    </form>
  );
}

/** A note for the complaints team: never shown to the customer; cleared once it is saved. */
export function ComplaintNoteForm({ complaint, onChanged }: FormProps) {
  const form = useSchemaForm({
    schema: adminSchemas.complaintNote,
    defaultValues: { note: '' },
    send: async ({ note }) => {
      const answer = await complaintActions.note(complaint.id, note);
      form.form.reset({ note: '' });
      onChanged(answer, 'Note saved for the complaints team.');
    },
  });
  return (
    <ActionForm title="Add a note" submit="Add the note" form={form}>
      <TextAreaField
        label="Note"
        hint="For the complaints team only: the customer never reads it, though it is in their data if they ask for it"
        rows={3}
        maxLength={4000}
        required
        {...form.field('note')}
      />
    </ActionForm>
  );
}

/** Our final response: the outcome with reasons, and for upheld or partly upheld what we put right. */
export function FinalResponseForm(props: FormProps) {
  const form = useComplaintForm(
    props,
    adminSchemas.finalResponse,
    { outcome: '', reasons: '', redress: '', redressPence: '' },
    complaintActions.finalResponse,
    (value) =>
      `Final response sent: ${complaintOutcomeLabels[value.outcome].toLowerCase()}. The customer is e-mailed; the letter is ready.`,
  );
  const outcome = form.form.watch('outcome');
  return (
    <ActionForm title="Give our final response" submit="Send the final response" form={form}>
      <RadioField label="Outcome" options={options(complaintOutcomeLabels)} {...form.field('outcome')} />
      <TextAreaField
        label="Reasons"
        hint="The customer reads these in the e-mail and the letter"
        rows={5}
        maxLength={8000}
        required
        {...form.field('reasons')}
      />
      {outcome === 'not-upheld' ? (
        <p className="text-muted" data-testid="no-redress">
          A complaint not upheld carries no redress.
        </p>
      ) : (
        <>
          <TextAreaField
            label="What we put right (optional)"
            hint="In words: a claim reopened and re-assessed, an apology, a goodwill payment"
            rows={3}
            maxLength={2000}
            {...form.field('redress')}
          />
          <TextField
            label="Payment to the customer, if any (£)"
            hint="Say in words above what it is for"
            inputMode="decimal"
            autoComplete="off"
            {...form.field('redressPence')}
          />
        </>
      )}
    </ActionForm>
  );
}

/** The arbiter's decision, which binds us: for the customer with what we pay on the claim, or for us. */
export function ArbiterDecisionForm(props: FormProps) {
  const form = useComplaintForm(
    props,
    adminSchemas.arbiterDecision,
    { decision: '', note: '', amount: '' },
    complaintActions.arbiterDecision,
    (value) =>
      `The arbiter's decision is recorded (${arbiterDecisionLabels[value.decision]}${
        value.amount === undefined ? '' : `: ${formatPence(value.amount)} to pay on the claim`
      }). The customer is e-mailed.`,
  );
  const forCustomer = form.form.watch('decision') === 'for-customer';
  return (
    <ActionForm title="Record the arbiter's decision" submit="Record the decision" form={form}>
      <RadioField label="Decision" options={options(arbiterDecisionLabels)} {...form.field('decision')} />
      {forCustomer ? (
        <TextField
          label="Amount we pay on the claim, VAT included (£)"
          hint="As the arbiter decided, even where the claim rules allow less"
          inputMode="decimal"
          autoComplete="off"
          required
          {...form.field('amount')}
        />
      ) : null}
      <TextAreaField
        label="The arbiter's decision in brief"
        hint="The customer reads this"
        rows={4}
        maxLength={4000}
        required
        {...form.field('note')}
      />
    </ActionForm>
  );
}
