import type { User } from '@kestrel/domain/schemas/account';
import { type FormEvent } from 'react';
import { TextField } from '~/components/forms/text-field';
import { rememberUser } from '~/lib/state/session';
import { toast } from '~/lib/toast';
import { useForm } from '~/lib/use-form';
import { useSending } from '~/lib/use-sending';
import { updateProfile } from '../api/update-profile';
import { loadValidators, warmValidators } from '../load-validators';

const formValues = (user: User) => ({
  firstname: user.firstname,
  lastname: user.lastname,
  mobile_no: user.mobile_no,
  address: user.addr.address,
  city: user.addr.city,
  postcode: user.addr.postcode,
});

/** Names, phone and address (spec §2, §3); the e-mail is shown but cannot be changed here. */
export function PersonalInformationForm({ user }: { user: User }) {
  const { values, setValues, errors, showErrors, field, formRef } = useForm(formValues(user));
  const { busy: saving, send } = useSending(showErrors);

  async function save(event: FormEvent) {
    event.preventDefault();
    const validators = await loadValidators();
    if (!validators) return;
    const { address, city, postcode, ...rest } = values;
    const parsed = validators.validateProfile({ ...rest, email: user.email, addr: { address, city, postcode } });
    if (!parsed.ok) return showErrors(parsed.errors);
    showErrors({});
    await send(async () => {
      const answer = await updateProfile(parsed.value);
      rememberUser(answer.user);
      // The server tidies what it stores (phone and postcode formats): show that.
      setValues(formValues(answer.user));
      toast.success(answer.message);
    });
  }

  return (
    <form
      ref={formRef}
      onSubmit={(event) => void save(event)}
      onFocus={warmValidators}
      noValidate
      aria-labelledby="personal-title"
    >
      <h2 id="personal-title" className="text-xl font-bold text-navy">
        Personal information
      </h2>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <TextField label="First name" autoComplete="given-name" required maxLength={50} {...field('firstname')} />
        <TextField label="Last name" autoComplete="family-name" required maxLength={50} {...field('lastname')} />
        <div className="sm:col-span-2">
          <TextField
            label="Email"
            name="email"
            type="email"
            value={user.email}
            readOnly
            error={errors.email}
            hint="You cannot change your email address here. Please contact us if it needs changing."
          />
        </div>
        <TextField
          label="Phone number"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          required
          maxLength={20}
          {...field('mobile_no')}
        />
        <div className="hidden sm:block" />
        <div className="sm:col-span-2">
          <TextField label="Address" autoComplete="street-address" required maxLength={200} {...field('address')} />
        </div>
        <TextField label="Town or city" autoComplete="address-level2" required maxLength={100} {...field('city')} />
        <TextField
          label="Postcode"
          autoComplete="postal-code"
          autoCapitalize="characters"
          required
          maxLength={10}
          className="uppercase"
          {...field('postcode')}
        />
      </div>
      <button
        type="submit"
        disabled={saving}
        className="mt-6 min-h-11 w-full rounded-lg bg-navy px-6 font-semibold text-white hover:bg-navy-700 disabled:opacity-70 sm:w-auto"
      >
        {saving ? 'Saving…' : 'Save changes'}
      </button>
    </form>
  );
}
