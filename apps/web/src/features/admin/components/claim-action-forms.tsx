import { useEffect, useState } from 'react';
import { claimAudienceLabels, staffMessageAudiences } from '@kestrel/domain/claims/claim-audiences';
import { declineReasons } from '@kestrel/domain/claims/decline-reasons';
import { formatPence } from '@kestrel/domain/pricing/money';
import type { AdminClaimAnswer } from '@kestrel/domain/schemas/claim-answers';
import { londonToday } from '@kestrel/domain/uk/london-date';
import { RadioField, SelectField } from '~/components/forms/choice-fields';
import { TextAreaField, TextField } from '~/components/forms/text-field';
import { Button } from '~/components/ui/button';
import { errorMessage } from '~/lib/api-client';
import type { FieldValues } from 'react-hook-form';
import { useSchemaForm, type SchemaFormOptions } from '~/lib/forms/use-schema-form';
import { claimActions } from '../api/claim-actions';
import { adminSchemas } from '../load-form-schemas';
import { ActionForm } from './action-form';

type Claim = AdminClaimAnswer['claim'];
export type OnClaimChanged = (answer: AdminClaimAnswer, done: string) => void;
interface FormProps {
  claim: Claim;
  onChanged: OnClaimChanged;
}

const pounds = (pence: number) => (pence / 100).toFixed(2);

/** A claim action: its shared schema, the call it makes, and what the toast then says. */
interface ClaimAction<In extends FieldValues, Out> {
  schema: SchemaFormOptions<In, Out>['schema'];
  act: (id: string, value: Out) => Promise<AdminClaimAnswer>;
  done: string | ((value: Out) => string);
}
const claimAction = <In extends FieldValues, Out>(
  schema: ClaimAction<In, Out>['schema'],
  act: ClaimAction<In, Out>['act'],
  done: ClaimAction<In, Out>['done'],
): ClaimAction<In, Out> => ({ schema, act, done });

const askWhom = [
  { value: 'customer', label: 'The customer' },
  { value: 'garage', label: 'The garage' },
];
const messageAudiences = staffMessageAudiences.map((value) => ({ value, label: claimAudienceLabels[value] }));
const messageSent: Record<(typeof staffMessageAudiences)[number], string> = {
  customer: 'Message sent; the customer is e-mailed.',
  garage: 'Message sent; the garage is e-mailed a new link (the old one no longer works).',
  staff: 'Note saved for the claims team only.',
};
const declineOptions = declineReasons.map((r) => ({ value: r.id, label: r.label }));
const emailed = '; the customer and the garage are e-mailed.';
const actions = {
  authorise: claimAction(adminSchemas.authorise, claimActions.authorise, `Authorised${emailed}`),
  requestInfo: claimAction(
    adminSchemas.requestInfo,
    claimActions.requestInfo,
    (v) => `Information requested from the ${v.from}.`,
  ),
  message: claimAction(adminSchemas.claimMessage, claimActions.message, (v) => messageSent[v.audience]),
  decline: claimAction(adminSchemas.decline, claimActions.decline, `Declined${emailed}`),
  recordInvoice: claimAction(adminSchemas.recordInvoice, claimActions.recordInvoice, 'Invoice recorded.'),
  markPaid: claimAction(adminSchemas.markPaid, claimActions.markPaid, `Marked paid${emailed}`),
  reopen: claimAction(adminSchemas.reopen, (id, value) => claimActions.reopen(id, value.note), 'Claim reopened.'),
  reverseAutomatic: claimAction(
    adminSchemas.reverseAutomatic,
    claimActions.reverseAutomatic,
    `Automatic authorisation reversed: the claim waits for your decision${emailed}`,
  ),
};

/**
 * The form of a claim action, starting from `defaultValues`, which are derived from the claim as it
 * is now (issue #36 item 3). When an action changes the figures they come from (a line lowered, so
 * less to authorise), the form starts again from the new ones: no form keeps a stale figure that the
 * server would then refuse. A form whose figures did not change keeps what is typed in it; the form
 * that was sent starts afresh.
 */
function useClaimAction<In extends FieldValues, Out>(
  { claim, onChanged }: FormProps,
  { schema, act, done }: ClaimAction<In, Out>,
  defaultValues: SchemaFormOptions<In, Out>['defaultValues'],
) {
  const schemaForm = useSchemaForm({
    schema,
    defaultValues,
    send: async (value) => {
      onChanged(await act(claim.id, value), typeof done === 'string' ? done : done(value));
      schemaForm.form.reset();
    },
  });
  // The defaults are plain text, so their JSON is the figures' identity: a refetch that brings the
  // same figures back resets nothing.
  const figures = JSON.stringify(defaultValues);
  const { reset } = schemaForm.form;
  useEffect(() => reset(JSON.parse(figures) as typeof defaultValues), [figures, reset]);
  return schemaForm;
}

/** Authorise: at most the assessed total (the server refuses more). */
export function AuthoriseForm(props: FormProps) {
  const payable = props.claim.assessment?.totals.payable ?? 0;
  const form = useClaimAction(props, actions.authorise, { amount: pounds(payable), note: '' });
  return (
    <ActionForm title="Authorise the repair" submit="Authorise" form={form}>
      <TextField
        label="Amount to authorise, VAT included (£)"
        hint={`The rules allow at most ${formatPence(payable)}`}
        inputMode="decimal"
        autoComplete="off"
        required
        {...form.field('amount')}
      />
      <TextAreaField
        label="Note (optional)"
        hint="The customer and the garage read this"
        rows={2}
        {...form.field('note')}
      />
    </ActionForm>
  );
}

export function RequestInfoForm(props: FormProps) {
  const form = useClaimAction(props, actions.requestInfo, { message: '' });
  return (
    <ActionForm title="Request information" submit="Send the request" form={form}>
      <RadioField label="Ask" options={askWhom} {...form.field('from')} />
      <TextAreaField label="What you need" rows={3} required {...form.field('message')} />
    </ActionForm>
  );
}

/** A message whose readers are chosen as it is written (DESIGN §9.1 "Who sees what"). */
export function ClaimMessageForm(props: FormProps) {
  const form = useClaimAction(props, actions.message, { message: '' });
  return (
    <ActionForm title="Write a message" submit="Send the message" form={form}>
      <RadioField label="Who reads it" options={messageAudiences} {...form.field('audience')} />
      <TextAreaField
        label="Message"
        hint="The customer and the garage never read what is written to the other, nor staff-only notes"
        rows={3}
        maxLength={2000}
        required
        {...form.field('message')}
      />
    </ActionForm>
  );
}

/** Lower one line with a reason; the other adjustments already made are kept. */
export function AdjustLineForm(props: FormProps) {
  const lines = props.claim.assessment?.lines ?? [];
  const kept = lines
    .filter((l) => l.allowed < l.rulesAllowed)
    .map((l) => ({
      line: l.index,
      allowed: l.allowed,
      reason: l.reasons.find((r) => r.code === 'adjusted')?.message.replace(/^Lowered by the claims team: /, '') ?? '',
    }));
  const adjust = claimAction(
    adminSchemas.adjustLine,
    (id, value) => claimActions.adjust(id, { adjustments: [...kept.filter((a) => a.line !== value.line), value] }),
    (value) => `Line ${value.line + 1} lowered.`,
  );
  const form = useClaimAction(props, adjust, { line: '', allowed: '', reason: '' });
  return (
    <ActionForm title="Lower a line" submit="Lower the line" form={form}>
      <SelectField
        label="Line"
        placeholder="Choose the line"
        options={lines.map((l) => ({
          value: String(l.index),
          label: `${l.index + 1}. ${l.line.description} (allowed ${formatPence(l.allowed)}${
            l.allowed < l.rulesAllowed ? `, lowered from ${formatPence(l.rulesAllowed)}` : ''
          })`,
        }))}
        required
        {...form.field('line')}
      />
      <TextField
        label="Allowed, before VAT (£)"
        inputMode="decimal"
        autoComplete="off"
        required
        {...form.field('allowed')}
      />
      <TextAreaField
        label="Reason"
        hint="The customer and the garage read this"
        rows={2}
        maxLength={500}
        required
        {...form.field('reason')}
      />
    </ActionForm>
  );
}

export function DeclineForm(props: FormProps) {
  const form = useClaimAction(props, actions.decline, { note: '' });
  return (
    <ActionForm title="Decline the claim" submit="Decline" form={form} ends>
      <SelectField
        label="Reason"
        placeholder="Choose the reason"
        options={declineOptions}
        required
        {...form.field('reason')}
      />
      <TextAreaField
        label="Note"
        hint="Required for “Another reason”. Written to the customer: the garage reads the reason only"
        rows={2}
        {...form.field('note')}
      />
    </ActionForm>
  );
}

export function RecordInvoiceForm(props: FormProps) {
  const form = useClaimAction(props, actions.recordInvoice, { number: '', date: '', amount: '' });
  return (
    <ActionForm title="Record the garage's invoice" submit="Record the invoice" form={form}>
      <TextField label="Invoice number" autoComplete="off" maxLength={50} required {...form.field('number')} />
      <TextField label="Invoice date" type="date" max={londonToday()} required {...form.field('date')} />
      <TextField label="Total with VAT (£)" inputMode="decimal" autoComplete="off" required {...form.field('amount')} />
    </ActionForm>
  );
}

export function MarkPaidForm(props: FormProps) {
  const form = useClaimAction(props, actions.markPaid, { reference: '', paidOn: londonToday() });
  return (
    <ActionForm title="Mark the garage paid" submit="Mark paid" form={form}>
      <TextField label="Payment reference" autoComplete="off" maxLength={100} required {...form.field('reference')} />
      <TextField label="Date paid" type="date" max={londonToday()} required {...form.field('paidOn')} />
    </ActionForm>
  );
}

export function ReopenForm(props: FormProps) {
  const form = useClaimAction(props, actions.reopen, { note: '' });
  return (
    <ActionForm title="Reopen the claim" submit="Reopen" form={form}>
      <TextAreaField label="Why it is reopened" rows={2} required {...form.field('note')} />
    </ActionForm>
  );
}

/** Undo the rules' authorisation before the invoice (DESIGN §9.2): the reason goes to both parties. */
export function ReverseAutomaticForm(props: FormProps) {
  const form = useClaimAction(props, actions.reverseAutomatic, { reason: '' });
  return (
    <ActionForm title="Reverse the automatic authorisation" submit="Reverse" form={form}>
      <p className="text-muted">
        The claim goes back to a person to decide. The customer and the garage are e-mailed your reason and asked not to
        go on with the repair until you decide.
      </p>
      <TextAreaField label="Why it is reversed" rows={2} required {...form.field('reason')} />
    </ActionForm>
  );
}

/** A fresh private link e-mailed to the garage; the old one stops working at once. */
export function GarageLinkForm({ claim, onChanged }: FormProps) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  return (
    <form
      aria-label="Send the garage a new link"
      className="space-y-3"
      onSubmit={(event) => {
        event.preventDefault();
        if (busy) return;
        setBusy(true);
        setError(null);
        claimActions
          .garageLink(claim.id)
          .then((answer) =>
            onChanged(answer, `A new link is e-mailed to ${claim.garage.email}; the old one no longer works.`),
          )
          .catch((failure: unknown) => setError(errorMessage(failure)))
          .finally(() => setBusy(false));
      }}
    >
      <h3 className="font-bold text-navy">Send the garage a new link</h3>
      <p className="text-muted">
        For a garage that lost its e-mail or whose link may have reached someone else: the link it has stops working.
      </p>
      {error ? (
        <p role="alert" className="text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
      <Button type="submit" variant="outline" aria-disabled={busy || undefined}>
        {busy ? 'Sending…' : 'Send a new link'}
      </Button>
    </form>
  );
}
