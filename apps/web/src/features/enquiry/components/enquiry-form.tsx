import { TextAreaField, TextField } from '~/components/forms/text-field';
import { Button } from '~/components/ui/button';
import { ApiError, GENERIC_ERROR_MESSAGE } from '~/lib/api-client';
import { lazySchemas } from '~/lib/forms/lazy-schema';
import { useSchemaForm } from '~/lib/forms/use-schema-form';
import { toast } from '~/lib/toast';
import { sendEnquiry } from '../api/send-enquiry';

const enquirySchema = lazySchemas(() => import('../form-schemas'))((m) => m.enquiryRequestSchema);
const empty = { fullname: '', email: '', message: '' };

/** The enquiry form (spec §5 validation, §8 messages); the same schema validates it on the server. */
export function EnquiryForm() {
  const { form, field, formProps, busy } = useSchemaForm({
    schema: enquirySchema,
    defaultValues: empty,
    send: async (value) => {
      const answer = await sendEnquiry(value);
      toast.success(answer.message || 'Message sent Successfully');
      form.reset(empty);
    },
    // A refusal from our server shows its own message; anything else (no answer) the generic one.
    onRefused: (error) =>
      toast.error(
        error instanceof ApiError && error.status > 0 && error.code !== 'UNKNOWN'
          ? error.message
          : GENERIC_ERROR_MESSAGE,
      ),
  });

  return (
    // Before the script arrives the form posts as plain HTML to the server (POST /contact-us), which
    // checks it with the same schema and answers with /contact-us/sent or /contact-us/not-sent.
    <form
      {...formProps}
      action="/contact-us"
      method="post"
      aria-busy={undefined}
      className="space-y-4"
      aria-label="Send us a message"
    >
      <TextField label="Full name" autoComplete="name" required maxLength={100} {...field('fullname')} />
      <TextField label="Email address" type="email" autoComplete="email" required maxLength={254} {...field('email')} />
      <TextAreaField
        label="Message"
        rows={6}
        required
        hint="Up to 2,000 characters. Please don't include card details."
        {...field('message')}
      />
      <Button type="submit" disabled={busy}>
        {busy ? 'Sending…' : 'Send message'}
      </Button>
    </form>
  );
}
