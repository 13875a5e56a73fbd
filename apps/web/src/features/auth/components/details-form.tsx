import { useState, type ReactNode } from 'react';
import { personInputs } from '~/components/forms/person-inputs';
import { TextField } from '~/components/forms/text-field';
import { Button } from '~/components/ui/button';
import { ApiError, errorMessage } from '~/lib/api-client';
import { useSchemaForm } from '~/lib/forms/use-schema-form';
import { toast } from '~/lib/toast';
import type { RegisterBody } from '../api/register';
import { authSchemas } from '../load-form-schemas';

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
  const [conflict, setConflict] = useState(false);
  const { form, field, formProps, busy } = useSchemaForm({
    schema: authSchemas.register,
    defaultValues: { ...toRequest(initial), ...extra },
    leaves: true,
    send: (): Promise<void> => {
      setConflict(false);
      // The raw values go to the server, which normalises phone and postcode itself.
      return onSubmit(form.getValues());
    },
    onRefused: (error) => {
      setConflict(error instanceof ApiError && error.status === 409);
      toast.error(errorMessage(error));
    },
  });

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
  const city = <TextField key="city" label="City" {...personInputs.city} {...field('addr.city')} />;
  const postcode = <TextField key="postcode" label="Postcode" {...personInputs.postcode} {...field('addr.postcode')} />;

  return (
    <form {...formProps} className="space-y-4">
      {fromGoogle ? email : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="First Name" {...personInputs.firstname} {...field('firstname')} />
        <TextField label="Last Name" {...personInputs.lastname} {...field('lastname')} />
      </div>
      {fromGoogle ? null : email}
      <TextField
        label="Phone Number"
        {...personInputs.phone}
        hint="A UK number, for example 07911 123456"
        {...field('mobile_no')}
      />
      <TextField label="Address" {...personInputs.address} {...field('addr.address')} />
      {/* Spec §2 lists Postcode before City after Google sign-in; guests get the usual UK order. */}
      <div className="grid gap-4 sm:grid-cols-2">{fromGoogle ? [postcode, city] : [city, postcode]}</div>
      {conflict && conflictHelp ? (
        <div className="rounded-lg border-l-4 border-navy bg-surface p-4 text-ink">{conflictHelp}</div>
      ) : null}
      <Button type="submit" width="full" disabled={busy}>
        {busy ? 'Creating your account…' : submitLabel}
      </Button>
    </form>
  );
}
