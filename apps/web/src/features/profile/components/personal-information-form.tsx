import type { User } from '@kestrel/domain/schemas/account';
import { personInputs } from '~/components/forms/person-inputs';
import { TextField } from '~/components/forms/text-field';
import { Button } from '~/components/ui/button';
import { useSchemaForm } from '~/lib/forms/use-schema-form';
import { rememberUser } from '~/lib/state/session';
import { toast } from '~/lib/toast';
import { updateProfile } from '../api/update-profile';
import { profileSchemas } from '../load-form-schemas';

/** The e-mail goes too (the schema reads it), though it cannot be changed here. */
const formValues = ({ firstname, lastname, email, mobile_no, addr }: User) => ({
  firstname,
  lastname,
  email,
  mobile_no,
  addr: { address: addr.address, city: addr.city, postcode: addr.postcode },
});

/** Names, phone and address (spec §2, §3); the e-mail is shown but cannot be changed here. */
export function PersonalInformationForm({ user }: { user: User }) {
  const { form, field, formProps, busy } = useSchemaForm({
    schema: profileSchemas.profile,
    defaultValues: formValues(user),
    send: async (value) => {
      const answer = await updateProfile(value);
      rememberUser(answer.user);
      // The server tidies what it stores (phone and postcode formats): show that.
      form.reset(formValues(answer.user));
      toast.success(answer.message);
    },
  });

  return (
    <form {...formProps} aria-busy={undefined} aria-labelledby="personal-title">
      <h2 id="personal-title" className="text-xl font-bold text-navy">
        Personal information
      </h2>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <TextField label="First name" {...personInputs.firstname} {...field('firstname')} />
        <TextField label="Last name" {...personInputs.lastname} {...field('lastname')} />
        <div className="sm:col-span-2">
          <TextField
            label="Email"
            name="email"
            type="email"
            value={user.email}
            readOnly
            error={form.formState.errors.email?.message}
            hint="You cannot change your email address here. Please contact us if it needs changing."
          />
        </div>
        <TextField label="Phone number" {...personInputs.phone} {...field('mobile_no')} />
        <div className="hidden sm:block" />
        <div className="sm:col-span-2">
          <TextField label="Address" {...personInputs.address} {...field('addr.address')} />
        </div>
        <TextField label="Town or city" {...personInputs.city} {...field('addr.city')} />
        <TextField label="Postcode" {...personInputs.postcode} className="uppercase" {...field('addr.postcode')} />
      </div>
      <Button type="submit" width="step" disabled={busy} className="mt-6">
        {busy ? 'Saving…' : 'Save changes'}
      </Button>
    </form>
  );
}
