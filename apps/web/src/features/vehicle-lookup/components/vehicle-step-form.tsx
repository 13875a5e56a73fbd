import type { FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { TextField } from '~/components/forms/text-field';
import { useForm } from '~/lib/use-form';
import { useSending } from '~/lib/use-sending';
import { checkRegistration } from '../api/check-registration';
import { loadValidators, warmValidators } from '../load-validators';
import { rememberRegistration } from '../stored-vehicle';
import { pageAfterVehicleStep } from '../vehicle-text';
import { registrationInputProps, upperCaseAsTyped } from '../typed-input';
import { primaryButton, secondaryButton } from './vehicle-step-card';

export type VehicleStepValues = { reg_num: string; mileage: string };

/**
 * Step 1 (spec §2, §5): registration and mileage, both required, checked by the shared schemas,
 * then by the server (a live warranty already covering the vehicle is refused there).
 */
export function VehicleStepForm({ initial }: { initial: VehicleStepValues }) {
  const navigate = useNavigate();
  const { values, field, showErrors, formRef } = useForm<VehicleStepValues>(initial);
  const { busy, send } = useSending(showErrors);
  const registration = field('reg_num');

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const validators = await loadValidators();
    if (!validators) return;
    const parsed = validators.validateVehicleStep(values);
    if (!parsed.ok) return showErrors(parsed.errors);
    showErrors({});
    // A refusal: the server's message in a toast (spec §8), its field error under the registration.
    await send(
      async () => {
        const answer = await checkRegistration(parsed.value.reg_num);
        rememberRegistration(answer.reg_num, parsed.value.mileage);
        void navigate(pageAfterVehicleStep());
      },
      { leaves: true },
    );
  }

  return (
    <form
      ref={formRef}
      onSubmit={(event) => void submit(event)}
      onFocus={warmValidators}
      noValidate
      aria-busy={busy}
      className="space-y-5"
    >
      <TextField
        label="Registration"
        required
        hint="The number plate, for example AB12 CDE"
        {...registrationInputProps}
        {...registration}
        onChange={(event) => {
          upperCaseAsTyped(event);
          registration.onChange(event);
        }}
      />
      <TextField
        label="Current Mileage"
        required
        inputMode="numeric"
        autoComplete="off"
        maxLength={9}
        hint="The miles on the clock today, for example 45000"
        {...field('mileage')}
      />
      <div className="flex flex-col gap-3 pt-2 sm:flex-row-reverse sm:justify-between">
        <button type="submit" disabled={busy} className={primaryButton}>
          {busy ? 'Checking…' : 'Continue'}
        </button>
        <Link to="/purchase/find-registration" className={secondaryButton}>
          I Don&apos;t Know My Registration
        </Link>
      </div>
    </form>
  );
}
