import { useState, type FormEvent } from 'react';
import { TextAreaField, TextField } from '~/components/forms/text-field';
import { ApiError } from '~/lib/api-client';
import { toast } from '~/lib/toast';
import { sendEnquiry } from '../api/send-enquiry';
import type { validateEnquiry as ValidateEnquiryFn } from '../validate-enquiry';

type ValidateEnquiry = typeof ValidateEnquiryFn;

const empty = { fullname: '', email: '', message: '' };

/** The enquiry form (spec §5 validation, §8 messages); the same schema validates it on the server. */
export function EnquiryForm() {
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [sending, setSending] = useState(false);

  const change = (name: keyof typeof empty) => (event: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [name]: event.target.value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    let validateEnquiry: ValidateEnquiry;
    try {
      ({ validateEnquiry } = await import('../validate-enquiry'));
    } catch {
      toast.error('Loading chunk failed. Please reload the page and try again.');
      return;
    }
    const parsed = validateEnquiry(values);
    if (!parsed.ok) {
      setErrors(parsed.errors);
      return;
    }
    setErrors({});
    setSending(true);
    try {
      const answer = await sendEnquiry(parsed.value);
      toast.success(answer.message || 'Message sent Successfully');
      setValues(empty);
    } catch (error) {
      if (error instanceof ApiError && error.status > 0 && error.code !== 'UNKNOWN') {
        setErrors(error.fields);
        toast.error(error.message);
      } else {
        toast.error('Something went wrong. Please try again.');
      }
    } finally {
      setSending(false);
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4" aria-label="Send us a message">
      <TextField
        label="Full name"
        name="fullname"
        autoComplete="name"
        value={values.fullname}
        onChange={change('fullname')}
        error={errors.fullname}
        required
        maxLength={100}
      />
      <TextField
        label="Email address"
        name="email"
        type="email"
        autoComplete="email"
        value={values.email}
        onChange={change('email')}
        error={errors.email}
        required
        maxLength={254}
      />
      <TextAreaField
        label="Message"
        name="message"
        rows={6}
        value={values.message}
        onChange={change('message')}
        error={errors.message}
        required
        maxLength={2000}
        hint="Up to 2,000 characters. Please don't include card details."
      />
      <button
        type="submit"
        disabled={sending}
        className="min-h-11 rounded-lg bg-navy px-6 font-semibold text-white hover:bg-navy-700 disabled:opacity-70"
      >
        {sending ? 'Sending…' : 'Send message'}
      </button>
    </form>
  );
}
