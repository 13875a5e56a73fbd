import type { AdminWarrantyAnswer } from '@kestrel/domain/schemas/admin';
import { addDays } from '@kestrel/domain/dates/calendar-date';
import { londonToday } from '@kestrel/domain/uk/london-date';
import { TextAreaField, TextField } from '~/components/forms/text-field';
import { useSchemaForm } from '~/lib/forms/use-schema-form';
import { toast } from '~/lib/toast';
import { warrantyActions } from '../api/warranty-actions';
import { adminSchemas } from '../load-form-schemas';
import { ActionForm } from './action-form';

export type OnChanged = (answer: AdminWarrantyAnswer, done: string) => void;

/** Schedule (or move) the inspection: date, garage and notes; the customer is e-mailed. */
export function ScheduleInspectionForm({ answer, onChanged }: { answer: AdminWarrantyAnswer; onChanged: OnChanged }) {
  const { inspection } = answer;
  const moving = inspection.date !== null;
  const form = useSchemaForm({
    schema: adminSchemas.scheduleInspection,
    defaultValues: { date: inspection.date ?? '', garage: inspection.garage ?? '', notes: inspection.notes ?? '' },
    send: async ({ notes, ...value }) => {
      const changed = await warrantyActions.scheduleInspection(answer.warranty._id, {
        ...value,
        ...(notes ? { notes } : {}),
      });
      onChanged(
        changed,
        moving
          ? 'Inspection moved; the customer has been e-mailed.'
          : 'Inspection scheduled; the customer has been e-mailed.',
      );
    },
  });

  return (
    <ActionForm
      title={moving ? 'Move the inspection' : 'Schedule the inspection'}
      submit={moving ? 'Move inspection' : 'Schedule inspection'}
      form={form}
    >
      <TextField
        label="Date"
        type="date"
        min={londonToday()}
        max={addDays(londonToday(), 365)}
        required
        {...form.field('date')}
      />
      <TextField
        label="Garage"
        autoComplete="off"
        required
        maxLength={200}
        hint="Name and town"
        {...form.field('garage')}
      />
      <TextAreaField label="Notes (optional)" rows={3} {...form.field('notes')} />
    </ActionForm>
  );
}

/** A balance due after inspection: the customer pays it from the dashboard; the certificate waits. */
export function RaiseBalanceForm({ answer, onChanged }: { answer: AdminWarrantyAnswer; onChanged: OnChanged }) {
  const form = useSchemaForm({
    schema: adminSchemas.raiseBalance,
    defaultValues: { amount: '', reason: '' },
    send: async (value) => {
      const changed = await warrantyActions.raiseBalance(answer.warranty._id, value);
      onChanged(changed, 'Balance raised; the customer has been e-mailed and can pay it from their dashboard.');
    },
  });

  return (
    <ActionForm title="Raise a balance due" submit="Raise balance" form={form}>
      <TextField
        label="Amount (£)"
        inputMode="decimal"
        autoComplete="off"
        required
        hint="For example 48.00"
        {...form.field('amount')}
      />
      <TextAreaField
        label="Reason"
        rows={3}
        required
        hint="The customer reads this in their e-mail."
        {...form.field('reason')}
      />
    </ActionForm>
  );
}

export const actionDone = (message: string) => toast.success(message, { durationMs: 4000 });
