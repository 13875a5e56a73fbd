import type { FormEvent } from 'react';
import { useNavigate } from 'react-router';
import type { DriveType, FuelType } from '@kestrel/domain/schemas/vehicle';
import { londonToday } from '@kestrel/domain/uk/london-date';
import { TextField } from '~/components/forms/text-field';
import { useForm } from '~/lib/use-form';
import { useSending } from '~/lib/use-sending';
import { checkRegistration } from '../api/check-registration';
import { loadValidators, warmValidators } from '../load-validators';
import { rememberTypedVehicle } from '../stored-vehicle';
import type { ManualVehicleValues } from '../validate-vehicle';
import { driveLabels, fuelLabels, REGISTRATION_HINT } from '../vehicle-text';
import { RadioField, SelectField } from './choice-fields';
import { registrationInputProps, upperCaseAsTyped } from '../typed-input';
import { primaryButton, secondaryButton } from './vehicle-step-card';

// The option lists come from the label records: the schemas module would bring Zod with it.
const fuelOptions = (Object.keys(fuelLabels) as FuelType[]).map((fuel) => ({ value: fuel, label: fuelLabels[fuel] }));
const driveOptions = (Object.keys(driveLabels) as DriveType[]).map((drive) => ({
  value: drive,
  label: driveLabels[drive],
}));
const numeric = { inputMode: 'numeric', autoComplete: 'off', maxLength: 9, required: true } as const;

/**
 * Step 2 typed by hand (spec §2: the lookup failed, or the customer chose a make and model): every
 * field the price needs, checked with the shared field schemas. Without a stored registration the
 * customer gives it here, and the server checks it as step 1 would.
 */
export function ManualVehicleForm({
  initial,
  askRegistration,
  onReset,
}: {
  initial: ManualVehicleValues;
  askRegistration: boolean;
  onReset: () => void;
}) {
  const navigate = useNavigate();
  const { values, setValues, errors, field, showErrors, formRef } = useForm<ManualVehicleValues>(initial);
  const { busy, send } = useSending(showErrors);
  const registration = field('reg_num');
  const choose = (name: 'fuel_type' | 'drive_type') => (event: { target: { value: string } }) => {
    const { value } = event.target;
    setValues((current) => ({ ...current, [name]: value }));
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const validators = await loadValidators();
    if (!validators) return;
    const parsed = validators.validateManualVehicle(values);
    if (!parsed.ok) return showErrors(parsed.errors);
    showErrors({});
    await send(
      async () => {
        const regNum = askRegistration ? (await checkRegistration(parsed.value.reg_num)).reg_num : parsed.value.reg_num;
        rememberTypedVehicle({ ...parsed.value, reg_num: regNum });
        void navigate('/purchase/cover');
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
      {askRegistration ? (
        <TextField
          label="Registration"
          required
          hint={REGISTRATION_HINT}
          {...registrationInputProps}
          {...registration}
          onChange={(event) => {
            upperCaseAsTyped(event);
            registration.onChange(event);
          }}
        />
      ) : (
        <p>
          Registration: <strong className="tracking-widest">{values.reg_num}</strong>
        </p>
      )}
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label="Make" required autoComplete="off" maxLength={60} {...field('make')} />
        <TextField label="Model" required autoComplete="off" maxLength={80} {...field('model')} />
        <SelectField
          label="Fuel type"
          name="fuel_type"
          required
          value={values.fuel_type}
          placeholder="Choose the fuel type"
          options={fuelOptions}
          error={errors.fuel_type}
          onChange={choose('fuel_type')}
        />
        <TextField
          label="Date of first registration"
          type="date"
          required
          max={londonToday()}
          hint="On your V5C logbook"
          {...field('date_first_reg')}
        />
        <TextField
          label="Engine size (cc)"
          hint="For example 1598; 0 for an electric vehicle"
          {...numeric}
          {...field('size')}
        />
        <TextField label="Power (bhp)" hint="For example 118" {...numeric} {...field('bhp')} />
        <TextField label="Current Mileage" hint="The miles on the clock today" {...numeric} {...field('mileage')} />
        <RadioField
          label="Drive type"
          name="drive_type"
          value={values.drive_type}
          options={driveOptions}
          error={errors.drive_type}
          onChange={choose('drive_type')}
        />
      </div>
      <div className="flex flex-col gap-3 pt-2 sm:flex-row-reverse sm:justify-between">
        <button type="submit" disabled={busy} className={primaryButton}>
          {busy ? 'Checking…' : 'Continue'}
        </button>
        <button type="button" onClick={onReset} className={secondaryButton}>
          Reset
        </button>
      </div>
    </form>
  );
}
