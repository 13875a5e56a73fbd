import { useState, type FormEvent, type ReactNode } from 'react';
import { TextField } from '~/components/forms/text-field';
import { ApiError, errorMessage } from '~/lib/api-client';
import { toast } from '~/lib/toast';
import { useForm } from '~/lib/use-form';
import { useSending } from '~/lib/use-sending';
import type { RegisterBody } from '../api/register';
import { loadValidators, warmValidators } from '../load-validators';
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
  fromGoogle = false,
  submitLabel,
  extra = {},
  conflictHelp,
  onSubmit,
}: {
  initial?: Details;
  /** After Google sign-in: the verified e-mail first and read-only, in the order of spec §2. */
  fromGoogle?: boolean;
  submitLabel: string;
  /** Sent with the details (googleRegistration and the credential). */
  extra?: Partial<RegisterBody>;
  /** Shown after a 409 (the e-mail already has an account): the way in for that account. */
  conflictHelp?: ReactNode;
  onSubmit: (body: RegisterBody) => Promise<void>;
}) {
  const { values, field, showErrors, formRef } = useForm<Details>(initial);
  const { busy, send } = useSending(showErrors);
  const [conflict, setConflict] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const validators = await loadValidators();
    if (!validators) return;
    // The raw values go to the server, which normalises phone and postcode itself.
    const body = { ...toRequest(values), ...extra };
    const parsed = validators.validateRegistration(body);
    if (!parsed.ok) return showErrors(parsed.errors);
    showErrors({});
    setConflict(false);
    await send(() => onSubmit(body), {
      leaves: true,
      onRefused: (error) => {
        setConflict(error instanceof ApiError && error.status === 409);
        toast.error(errorMessage(error));
      },
    });
  }

  const email = (
    <TextField
      label="Email"
      type="email"
      autoComplete="email"
      required
      maxLength={254}
      readOnly={fromGoogle}
      {...(fromGoogle ? { hint: 'From your Google account' } : {})}
      {...field('email')}
    />
  );
  const city = (
    <TextField key="city" label="City" autoComplete="address-level2" required maxLength={100} {...field('city')} />
  );
  const postcode = (
    <TextField
      key="postcode"
      label="Postcode"
      autoComplete="postal-code"
      autoCapitalize="characters"
      required
      maxLength={10}
      {...field('postcode')}
    />
  );

  return (
    <form
      ref={formRef}
      onSubmit={(event) => void submit(event)}
      onFocus={warmValidators}
      noValidate
      aria-busy={busy}
      className="space-y-4"
    >
      {fromGoogle ? email : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="First Name" autoComplete="given-name" required maxLength={50} {...field('firstname')} />
        <TextField label="Last Name" autoComplete="family-name" required maxLength={50} {...field('lastname')} />
      </div>
      {fromGoogle ? null : email}
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
      {/* Spec §2 lists Postcode before City after Google sign-in; guests get the usual UK order. */}
      <div className="grid gap-4 sm:grid-cols-2">{fromGoogle ? [postcode, city] : [city, postcode]}</div>
      {conflict && conflictHelp ? (
        <div className="rounded-lg border-l-4 border-navy bg-surface p-4 text-ink">{conflictHelp}</div>
      ) : null}
      <button type="submit" disabled={busy} className={primaryButton}>
        {busy ? 'Creating your account…' : submitLabel}
      </button>
    </form>
  );
}
