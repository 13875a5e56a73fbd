import { useState } from 'react';
import { declineReasons } from '@kestrel/domain/claims/decline-reasons';
import { formatPence } from '@kestrel/domain/pricing/money';
import type { AdminClaimAnswer } from '@kestrel/domain/schemas/claim-answers';
import { londonToday } from '@kestrel/domain/uk/london-date';
import { RadioField, SelectField } from '~/components/forms/choice-fields';
import { TextAreaField, TextField } from '~/components/forms/text-field';
import { Button } from '~/components/ui/button';
import { errorMessage } from '~/lib/api-client';
import { useSchemaForm } from '~/lib/forms/use-schema-form';
import { claimActions } from '../api/admin-api';
import { adminSchemas } from '../load-form-schemas';
import { ActionForm } from './action-form';

type Claim = AdminClaimAnswer['claim'];
export type OnClaimChanged = (answer: AdminClaimAnswer, done: string) => void;
interface FormProps {
  claim: Claim;
  onChanged: OnClaimChanged;
}

const pounds = (pence: number) => (pence / 100).toFixed(2);
/** What the back office says after an action that e-mails both sides. */
const emailed = (done: string) => `${done}; the customer and the garage are e-mailed.`;

/** Authorise: at most the assessed total (the server refuses more). */
export function AuthoriseForm({ claim, onChanged }: FormProps) {
  const payable = claim.assessment?.totals.payable ?? 0;
  const form = useSchemaForm({
    schema: adminSchemas.authorise,
    defaultValues: { amount: pounds(payable), note: '' },
    send: async (value) => onChanged(await claimActions.authorise(claim.id, value), emailed('Authorised')),
  });
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
      <TextAreaField label="Note (optional)" rows={2} {...form.field('note')} />
    </ActionForm>
  );
}

export function RequestInfoForm({ claim, onChanged }: FormProps) {
  const form = useSchemaForm({
    schema: adminSchemas.requestInfo,
    defaultValues: { message: '' },
    send: async (value) =>
      onChanged(await claimActions.requestInfo(claim.id, value), `Information requested from the ${value.from}.`),
  });
  return (
    <ActionForm title="Request information" submit="Send the request" form={form}>
      <RadioField
        label="Ask"
        options={[
          { value: 'customer', label: 'The customer' },
          { value: 'garage', label: 'The garage' },
        ]}
        {...form.field('from')}
      />
      <TextAreaField label="What you need" rows={3} required {...form.field('message')} />
    </ActionForm>
  );
}

/** Lower one line with a reason; the other adjustments already made are kept. */
export function AdjustLineForm({ claim, onChanged }: FormProps) {
  const lines = claim.assessment?.lines ?? [];
  const kept = lines
    .filter((l) => l.allowed < l.rulesAllowed)
    .map((l) => ({
      line: l.index,
      allowed: l.allowed,
      reason: l.reasons.find((r) => r.code === 'adjusted')?.message.replace(/^Lowered by the claims team: /, '') ?? '',
    }));
  const form = useSchemaForm({
    schema: adminSchemas.adjustLine,
    defaultValues: { line: '', allowed: '', reason: '' },
    send: async (value) => {
      const adjustments = [...kept.filter((a) => a.line !== value.line), value];
      onChanged(await claimActions.adjust(claim.id, { adjustments }), `Line ${value.line + 1} lowered.`);
    },
  });
  return (
    <ActionForm title="Lower a line" submit="Lower the line" form={form}>
      <SelectField
        label="Line"
        placeholder="Choose the line"
        options={lines.map((l) => ({
          value: String(l.index),
          label: `${l.index + 1}. ${l.line.description} (allowed ${formatPence(l.rulesAllowed)})`,
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

export function DeclineForm({ claim, onChanged }: FormProps) {
  const form = useSchemaForm({
    schema: adminSchemas.decline,
    defaultValues: { note: '' },
    send: async (value) => onChanged(await claimActions.decline(claim.id, value), emailed('Declined')),
  });
  return (
    <ActionForm title="Decline the claim" submit="Decline" form={form}>
      <SelectField
        label="Reason"
        placeholder="Choose the reason"
        options={declineReasons.map((r) => ({ value: r.id, label: r.label }))}
        required
        {...form.field('reason')}
      />
      <TextAreaField label="Note" hint="Required for “Another reason”" rows={2} {...form.field('note')} />
    </ActionForm>
  );
}

export function RecordInvoiceForm({ claim, onChanged }: FormProps) {
  const form = useSchemaForm({
    schema: adminSchemas.recordInvoice,
    defaultValues: { number: '', date: '', amount: '' },
    send: async (value) => onChanged(await claimActions.recordInvoice(claim.id, value), 'Invoice recorded.'),
  });
  return (
    <ActionForm title="Record the garage's invoice" submit="Record the invoice" form={form}>
      <TextField label="Invoice number" autoComplete="off" maxLength={50} required {...form.field('number')} />
      <TextField label="Invoice date" type="date" max={londonToday()} required {...form.field('date')} />
      <TextField label="Total with VAT (£)" inputMode="decimal" autoComplete="off" required {...form.field('amount')} />
    </ActionForm>
  );
}

export function MarkPaidForm({ claim, onChanged }: FormProps) {
  const form = useSchemaForm({
    schema: adminSchemas.markPaid,
    defaultValues: { reference: '', paidOn: londonToday() },
    send: async (value) => onChanged(await claimActions.markPaid(claim.id, value), emailed('Marked paid')),
  });
  return (
    <ActionForm title="Mark the garage paid" submit="Mark paid" form={form}>
      <TextField label="Payment reference" autoComplete="off" maxLength={100} required {...form.field('reference')} />
      <TextField label="Date paid" type="date" max={londonToday()} required {...form.field('paidOn')} />
    </ActionForm>
  );
}

export function ReopenForm({ claim, onChanged }: FormProps) {
  const form = useSchemaForm({
    schema: adminSchemas.reopen,
    defaultValues: { note: '' },
    send: async (value) => onChanged(await claimActions.reopen(claim.id, value.note), 'Claim reopened.'),
  });
  return (
    <ActionForm title="Reopen the claim" submit="Reopen" form={form}>
      <TextAreaField label="Why it is reopened" rows={2} required {...form.field('note')} />
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
