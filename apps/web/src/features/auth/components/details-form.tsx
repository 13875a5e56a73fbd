import { useState, type FormEvent } from 'react';
import '~/lib/zod-setup';
import { registerRequestSchema } from '@kestrel/domain/schemas/account';
import { TextField } from '~/components/forms/text-field';
import { ApiError, errorMessage } from '~/lib/api-client';
import { fieldErrors } from '~/lib/form-errors';
import { toast } from '~/lib/toast';
import { flattenFieldErrors, useForm } from '~/lib/use-form';
import type { RegisterBody } from '../api/register';
import { primaryButton } from './auth-card';

export type Details = {
  firstname: string;
  lastname: string;
  email: string;
  mobile_no: string;
  address: string;
  city: string;
  postcode: string;
};

export const emptyDetails: Details = {
  firstname: '',
  lastname: '',
  email: '',
  mobile_no: '',
  address: '',
  city: '',
  postcode: '',
};

const toRequest = ({ address, city, postcode, ...person }: Details): RegisterBody => ({
  ...person,
  addr: { address, city, postcode },
});

/**
 * The customer's details, all required (spec §2 /auth/reg-as-guest and /auth/details-missing),
 * checked by the same schema as the server, which has the last word.
 */
export function DetailsForm({
  initial = emptyDetails,
  emailReadOnly = false,
  submitLabel,
  extra = {},
  onSubmit,
}: {
  initial?: Details;
  emailReadOnly?: boolean;
  submitLabel: string;
  /** Sent with the details (googleRegistration and the credential). */
  extra?: Partial<RegisterBody>;
  onSubmit: (body: RegisterBody) => Promise<void>;
}) {
  const { values, field, showErrors, formRef } = useForm<Details>(initial);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const body = { ...toRequest(values), ...extra };
    const parsed = registerRequestSchema.safeParse(body);
    if (!parsed.success) return showErrors(flattenFieldErrors(fieldErrors(parsed.error)));
    showErrors({});
    setBusy(true);
    try {
      await onSubmit(body);
    } catch (error) {
      if (error instanceof ApiError && Object.keys(error.fields).length > 0) {
        showErrors(flattenFieldErrors(error.fields));
      }
      toast.error(errorMessage(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form ref={formRef} onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="First Name" autoComplete="given-name" required maxLength={50} {...field('firstname')} />
        <TextField label="Last Name" autoComplete="family-name" required maxLength={50} {...field('lastname')} />
      </div>
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        required
        maxLength={254}
        readOnly={emailReadOnly}
        {...(emailReadOnly ? { hint: 'From your Google account' } : {})}
        {...field('email')}
      />
      <TextField
        label="Phone Number"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        required
        maxLength={20}
        hint="A UK number, for example 07911 123456"
        {...field('mobile_no')}
      />
      <TextField label="Address" autoComplete="street-address" required maxLength={200} {...field('address')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="City" autoComplete="address-level2" required maxLength={100} {...field('city')} />
        <TextField
          label="Postcode"
          autoComplete="postal-code"
          autoCapitalize="characters"
          required
          maxLength={10}
          {...field('postcode')}
        />
      </div>
      <button type="submit" disabled={busy} className={primaryButton}>
        {busy ? 'Please wait…' : submitLabel}
      </button>
    </form>
  );
}
