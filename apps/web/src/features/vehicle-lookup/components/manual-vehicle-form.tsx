import { useNavigate } from 'react-router';
import type { DriveType, FuelType } from '@kestrel/domain/schemas/vehicle';
import { EARLIEST_VEHICLE_DATE } from '@kestrel/domain/purchase/purchase-dates';
import { londonToday } from '@kestrel/domain/uk/london-date';
import { TextField } from '~/components/forms/text-field';
import { useSchemaForm } from '~/lib/forms/use-schema-form';
import { checkRegistration } from '../api/check-registration';
import type { ManualVehicleValues } from '../form-schemas';
import { vehicleSchemas } from '../load-form-schemas';
import { rememberTypedVehicle } from '../stored-vehicle';
import { driveLabels, fuelLabels, REGISTRATION_HINT } from '../vehicle-text';
import { RadioField, SelectField } from '~/components/forms/choice-fields';
import { ContinueOrReset, MileageField, RegistrationField } from './vehicle-form-parts';

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
  const { field, formProps, busy } = useSchemaForm({
    schema: vehicleSchemas.manual,
    defaultValues: initial,
    leaves: true,
    send: async (value) => {
      const regNum = askRegistration ? (await checkRegistration(value.reg_num)).reg_num : value.reg_num;
      rememberTypedVehicle({ ...value, reg_num: regNum });
      void navigate('/purchase/cover');
    },
  });

  return (
    <form {...formProps} className="space-y-5">
      {askRegistration ? (
        <RegistrationField hint={REGISTRATION_HINT} {...field('reg_num')} />
      ) : (
        <p>
          Registration: <strong className="tracking-widest">{initial.reg_num}</strong>
        </p>
      )}
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label="Make" required autoComplete="off" maxLength={60} {...field('make')} />
        <TextField label="Model" required autoComplete="off" maxLength={80} {...field('model')} />
        <SelectField
          label="Fuel type"
          required
          placeholder="Choose the fuel type"
          options={fuelOptions}
          {...field('fuel_type')}
        />
        <TextField
          label="Date of first registration"
          type="date"
          required
          min={EARLIEST_VEHICLE_DATE}
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
        <MileageField hint="The miles on the clock today" {...field('mileage')} />
        <RadioField label="Drive type" options={driveOptions} {...field('drive_type')} />
      </div>
      <ContinueOrReset busy={busy} onReset={onReset} />
    </form>
  );
}
