import { useEffect, useId, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { complaintChannelLabels, complaintSubjectLabels } from '@kestrel/domain/complaints/complaint-rules';
import { ukLongDate } from '@kestrel/domain/uk/long-date';
import { londonToday } from '@kestrel/domain/uk/london-date';
import { RadioField } from '~/components/forms/choice-fields';
import { TextAreaField, TextField } from '~/components/forms/text-field';
import { Button } from '~/components/ui/button';
import { useSchemaForm } from '~/lib/forms/use-schema-form';
import { queryKeys } from '~/lib/query-keys';
import { complaintActions } from '../api/complaint-actions';
import { adminSchemas } from '../load-form-schemas';
import { actionDone } from './warranty-action-forms';

/** Staff record what came by phone, e-mail or letter; "online" is the customer's own. */
const channels = (['phone', 'e-mail', 'letter'] as const).map((value) => ({
  value,
  label: complaintChannelLabels[value],
}));
const subjects = Object.entries(complaintSubjectLabels).map(([value, label]) => ({ value, label }));

function RecordForm({ onCancel }: { onCancel: () => void }) {
  const navigate = useNavigate();
  const client = useQueryClient();
  const today = londonToday();
  const { form, field, formProps, busy } = useSchemaForm({
    schema: adminSchemas.recordComplaint,
    defaultValues: {
      channel: '',
      email: '',
      subject: '',
      claimReference: '',
      receivedOn: today,
      description: '',
    },
    leaves: true,
    send: async (body) => {
      const { complaint } = await complaintActions.record(body);
      void client.invalidateQueries({ queryKey: queryKeys.admin.complaintsQueue.all() });
      client.setQueryData(queryKeys.admin.complaint(complaint.id), { complaint });
      actionDone(
        `Complaint ${complaint.reference} recorded; the customer is e-mailed its acknowledgement. Final response by ${ukLongDate(complaint.finalResponseDueOn)}.`,
      );
      await navigate(`/admin/complaints/${complaint.id}`);
    },
  });
  const aboutClaim = form.watch('subject') === 'claim-decision';
  // Opened by its button, which is then gone: the focus goes to the form's heading.
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <form {...formProps} aria-labelledby="record-complaint-heading" className="space-y-4">
      <h2 id="record-complaint-heading" ref={heading} tabIndex={-1} className="text-xl font-bold text-navy">
        Record a complaint
      </h2>
      <p className="text-muted">
        For a complaint that came by phone, e-mail or letter. It is acknowledged by e-mail at once, and you handle it
        until it is assigned to someone else.
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Customer's account e-mail" type="email" autoComplete="off" required {...field('email')} />
        <TextField
          label="Day it reached us"
          type="date"
          max={today}
          hint="Today, or the day a letter or e-mail arrived; never in the future"
          required
          {...field('receivedOn')}
        />
      </div>
      <RadioField label="How it came" options={channels} {...field('channel')} />
      <RadioField label="What it is about" options={subjects} {...field('subject')} />
      {aboutClaim ? (
        <TextField
          label="Claim number"
          hint="As on the claim's letters, for example KC-26-0000123"
          autoComplete="off"
          maxLength={40}
          required
          {...field('claimReference')}
        />
      ) : null}
      <TextAreaField
        label="What the customer says"
        hint="What went wrong and what they would like us to do, in their words where you can"
        rows={5}
        maxLength={4000}
        required
        {...field('description')}
      />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" variant="primary" disabled={busy}>
          {busy ? 'Recording…' : 'Record the complaint'}
        </Button>
        <Button type="button" variant="outline" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

/** "Record a complaint": a button that opens the form in its place (and has the focus back when it closes). */
export function RecordComplaint() {
  const [open, setOpen] = useState(false);
  const buttonId = useId();
  return (
    <div className="rounded-2xl border border-line bg-white p-4 sm:p-6">
      {open ? (
        <div>
          <RecordForm
            onCancel={() => {
              setOpen(false);
              // Back on the button that opened it, once it is drawn again.
              requestAnimationFrame(() => document.getElementById(buttonId)?.focus());
            }}
          />
        </div>
      ) : (
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-muted">A complaint by phone, e-mail or letter? Record it here.</p>
          <Button id={buttonId} variant="primary" onClick={() => setOpen(true)}>
            Record a complaint
          </Button>
        </div>
      )}
    </div>
  );
}
