import type { FormEvent, ReactNode } from 'react';
import type { AdminWarrantyAnswer } from '@kestrel/domain/schemas/admin';
import { londonToday } from '@kestrel/domain/uk/london-date';
import { TextAreaField, TextField } from '~/components/forms/text-field';
import { primaryButton } from '~/components/ui/buttons';
import { toast } from '~/lib/toast';
import { useForm } from '~/lib/use-form';
import { useSending } from '~/lib/use-sending';
import { warrantyActions } from '../api/admin-api';
import { poundsToPence } from '../format';

export type OnChanged = (answer: AdminWarrantyAnswer, done: string) => void;

/** A staff form: its fields, one submit button, and the server's field errors shown on them. */
function ActionForm({
  title,
  submit,
  busy,
  busyLabel,
  formRef,
  onSubmit,
  children,
}: {
  title: string;
  submit: string;
  busy: boolean;
  busyLabel: string;
  formRef: React.RefObject<HTMLFormElement | null>;
  onSubmit: () => void;
  children: ReactNode;
}) {
  return (
    <form
      ref={formRef}
      noValidate
      aria-busy={busy}
      aria-label={title}
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        if (!busy) onSubmit();
      }}
      className="space-y-3"
    >
      <h3 className="font-bold text-navy">{title}</h3>
      {children}
      <button type="submit" disabled={busy} className={primaryButton}>
        {busy ? busyLabel : submit}
      </button>
    </form>
  );
}

/** Schedule (or move) the inspection: date, garage and notes; the customer is e-mailed. */
export function ScheduleInspectionForm({ answer, onChanged }: { answer: AdminWarrantyAnswer; onChanged: OnChanged }) {
  const { inspection } = answer;
  const { values, field, showErrors, formRef } = useForm({
    date: inspection.date ?? '',
    garage: inspection.garage ?? '',
    notes: inspection.notes ?? '',
  });
  const { busy, send } = useSending(showErrors);
  const moving = inspection.date !== null;

  function submit() {
    const missing: Record<string, string> = {};
    if (!values.date) missing.date = 'Enter the inspection date';
    if (values.garage.trim().length < 2) missing.garage = 'Enter the garage';
    showErrors(missing);
    if (Object.keys(missing).length > 0) return;
    void send(async () => {
      const notes = values.notes.trim();
      const changed = await warrantyActions.scheduleInspection(answer.warranty._id, {
        date: values.date,
        garage: values.garage.trim(),
        ...(notes ? { notes } : {}),
      });
      onChanged(
        changed,
        moving
          ? 'Inspection moved; the customer has been e-mailed.'
          : 'Inspection scheduled; the customer has been e-mailed.',
      );
    });
  }

  return (
    <ActionForm
      title={moving ? 'Move the inspection' : 'Schedule the inspection'}
      submit={moving ? 'Move inspection' : 'Schedule inspection'}
      busy={busy}
      busyLabel="Saving…"
      formRef={formRef}
      onSubmit={submit}
    >
      <TextField label="Date" type="date" min={londonToday()} required {...field('date')} />
      <TextField label="Garage" autoComplete="off" required maxLength={200} hint="Name and town" {...field('garage')} />
      <TextAreaField label="Notes (optional)" rows={3} maxLength={2000} {...field('notes')} />
    </ActionForm>
  );
}

/** A balance due after inspection: the customer pays it from the dashboard; the certificate waits. */
export function RaiseBalanceForm({ answer, onChanged }: { answer: AdminWarrantyAnswer; onChanged: OnChanged }) {
  const { values, field, showErrors, formRef } = useForm({ amount: '', reason: '' });
  const { busy, send } = useSending(showErrors);

  function submit() {
    const amount = poundsToPence(values.amount);
    const missing: Record<string, string> = {};
    if (amount === null || amount < 100) missing.amount = 'Enter the balance in pounds, at least £1.00';
    if (values.reason.trim().length < 5) missing.reason = 'Say why there is a balance';
    showErrors(missing);
    if (amount === null || Object.keys(missing).length > 0) return;
    void send(async () => {
      const changed = await warrantyActions.raiseBalance(answer.warranty._id, { amount, reason: values.reason.trim() });
      onChanged(changed, 'Balance raised; the customer has been e-mailed and can pay it from their dashboard.');
    });
  }

  return (
    <ActionForm
      title="Raise a balance due"
      submit="Raise balance"
      busy={busy}
      busyLabel="Saving…"
      formRef={formRef}
      onSubmit={submit}
    >
      <TextField
        label="Amount (£)"
        inputMode="decimal"
        autoComplete="off"
        required
        hint="For example 48.00"
        {...field('amount')}
      />
      <TextAreaField
        label="Reason"
        rows={3}
        maxLength={2000}
        required
        hint="The customer reads this in their e-mail."
        {...field('reason')}
      />
    </ActionForm>
  );
}

export const actionDone = (message: string) => toast.success(message, { durationMs: 4000 });
