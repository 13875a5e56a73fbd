import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { COMPLAINT_DESCRIPTION_MAX_LENGTH } from '@kestrel/domain/complaints/complaint-kinds';
import { groupDigits } from '@kestrel/domain/uk/numbers';
import { TextAreaField } from '~/components/forms/text-field';
import { Button } from '~/components/ui/button';
import { useSchemaForm } from '~/lib/forms/use-schema-form';
import { queryKeys } from '~/lib/query-keys';
import { myComplaints } from '../api/my-complaint-actions';
import { charactersLeft } from '../complaint-text';
import { complaintSchemas } from '../load-form-schemas';

/** How long the count waits after the last key before a screen reader hears it (not on every key). */
const ANNOUNCE_AFTER_MS = 1000;

/** The count under the text: shown as it changes, announced once typing pauses. */
function CharacterCount({ length }: { length: number }) {
  const words = charactersLeft(length, COMPLAINT_DESCRIPTION_MAX_LENGTH);
  const [announced, setAnnounced] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setAnnounced(words), ANNOUNCE_AFTER_MS);
    return () => clearTimeout(timer);
  }, [words]);
  return (
    <>
      <p className="mt-1 text-sm text-muted" aria-hidden="true" data-testid="characters-left">
        {words}
      </p>
      <p className="sr-only" aria-live="polite">
        {announced}
      </p>
    </>
  );
}

/**
 * The complaint (issue #36): what went wrong and what the customer would like us to do, checked by
 * the server's own schema. A complaint about a claim's decision names its claim; any other is about
 * our service. Sent, it opens the new complaint's page, which says the acknowledgement has gone.
 */
export function ComplaintForm({ claimId }: { claimId: string | null }) {
  const navigate = useNavigate();
  const client = useQueryClient();
  const { form, field, formProps, busy } = useSchemaForm({
    schema: complaintSchemas.complaint,
    leaves: true,
    defaultValues: { description: '' },
    send: async ({ description }) => {
      const answer = await myComplaints.make(
        claimId ? { subject: 'claim-decision', claimId, description } : { subject: 'service', description },
      );
      client.setQueryData(queryKeys.complaints.one(answer.complaint.id), answer);
      void client.invalidateQueries({ queryKey: queryKeys.complaints.mine() });
      void navigate(`/dashboard/complaints/${answer.complaint.id}`, { state: { complaintMade: true } });
    },
  });
  const length = form.watch('description').length;
  return (
    <form {...formProps} className="space-y-4" aria-label="Make a complaint">
      <div>
        <TextAreaField
          label="Your complaint"
          hint={`What went wrong, and what you would like us to do to put it right. Up to ${groupDigits(COMPLAINT_DESCRIPTION_MAX_LENGTH)} characters.`}
          rows={8}
          maxLength={COMPLAINT_DESCRIPTION_MAX_LENGTH}
          required
          {...field('description')}
        />
        <CharacterCount length={length} />
      </div>
      <Button type="submit" variant="primary" disabled={busy}>
        {busy ? 'Sending…' : 'Send my complaint'}
      </Button>
    </form>
  );
}
