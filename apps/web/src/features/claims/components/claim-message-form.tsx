import { TextAreaField } from '~/components/forms/text-field';
import { Button } from '~/components/ui/button';
import { useSchemaForm } from '~/lib/forms/use-schema-form';
import { toast } from '~/lib/toast';
import { claimSchemas } from '../load-form-schemas';

/** Answer the claims team's request for information, or add a note to the claim. */
export function ClaimMessageForm({
  answering,
  send,
}: {
  /** A request for information is waiting: the message answers it. */
  answering: boolean;
  send: (message: string) => Promise<unknown>;
}) {
  const { form, field, formProps, busy } = useSchemaForm({
    schema: claimSchemas.message,
    defaultValues: { message: '' },
    send: async ({ message }) => {
      await send(message);
      form.reset({ message: '' });
      toast.success(answering ? 'Thank you: your answer is with the claims team.' : 'Your note is on the claim.');
    },
  });
  return (
    <form {...formProps} className="space-y-3" aria-label={answering ? 'Answer the request' : 'Add a note'}>
      <TextAreaField
        label={answering ? 'Your answer' : 'Add a note for the claims team'}
        required
        {...field('message')}
      />
      <Button type="submit" variant="secondary" disabled={busy}>
        {busy ? 'Sending…' : answering ? 'Send my answer' : 'Add the note'}
      </Button>
    </form>
  );
}
