import { useNavigate } from 'react-router';
import type { Vehicle } from '@kestrel/domain/schemas/vehicle';
import { groupDigits } from '@kestrel/domain/uk/numbers';
import { TextField } from '~/components/forms/text-field';
import { formatLongDate } from '~/lib/dates';
import { useSchemaForm } from '~/lib/forms/use-schema-form';
import { checkRegistration } from '../api/check-registration';
import { vehicleSchemas } from '../load-form-schemas';
import { rememberLookedUpVehicle } from '../stored-vehicle';
import { driveLabels, fuelLabels } from '../vehicle-text';
import { ContinueOrReset, MileageField } from './vehicle-form-parts';
import { VehicleHistorySection } from './vehicle-history-section';

function summaryOf(vehicle: Vehicle): [string, string][] {
  const rows: [string, string][] = [
    ['Registration', vehicle.registration],
    ['Make', vehicle.make],
    ['Model', vehicle.model],
    ['Fuel type', fuelLabels[vehicle.fuelType]],
    ['Date of first registration', formatLongDate(vehicle.registeredDate)],
    ['Engine size', vehicle.engineSize > 0 ? `${groupDigits(vehicle.engineSize)} cc` : 'None (electric)'],
    ['Drive type', driveLabels[vehicle.driveType]],
  ];
  return vehicle.bhp > 0 ? [...rows, ['Power', `${groupDigits(vehicle.bhp)} bhp`]] : rows;
}

/** Step 2 with our record of the vehicle: shown as found, with only the mileage to confirm. */
export function LookedUpVehicleForm({
  vehicle,
  initialMileage,
  onReset,
}: {
  vehicle: Vehicle;
  initialMileage: string;
  onReset: () => void;
}) {
  const navigate = useNavigate();
  // The provider sometimes has no power figure; the price needs one, so the customer gives it.
  const askPower = vehicle.bhp <= 0;
  const { field, formProps } = useSchemaForm({
    schema: vehicleSchemas.mileageAndPower,
    defaultValues: { mileage: initialMileage, bhp: askPower ? '' : String(vehicle.bhp) },
    send: async (value) => {
      // The mileage may have changed since step 1: the server checks it against the MOT record again.
      await checkRegistration(vehicle.registration, value.mileage);
      rememberLookedUpVehicle({ ...vehicle, bhp: value.bhp }, value.mileage);
      await navigate('/purchase/cover');
    },
  });

  return (
    <form {...formProps} aria-busy={undefined}>
      <h2 className="text-xl font-bold text-navy">We found your vehicle</h2>
      <dl className="mt-3 grid gap-x-6 rounded-xl bg-surface p-4 sm:grid-cols-2">
        {summaryOf(vehicle).map(([term, value]) => (
          <div key={term} className="border-b border-line py-2 last:border-b-0 sm:[&:nth-last-child(2)]:border-b-0">
            <dt className="text-sm text-muted">{term}</dt>
            <dd className="font-semibold text-ink">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 text-sm text-muted">Not your vehicle? Choose Reset and enter your registration again.</p>
      <div className="mt-5">
        <VehicleHistorySection registration={vehicle.registration} mileage={initialMileage} />
      </div>
      <div className="mt-5 space-y-5">
        <MileageField hint="Check this is the mileage on the clock today" {...field('mileage')} />
        {askPower ? (
          <TextField
            label="Power (bhp)"
            required
            inputMode="numeric"
            autoComplete="off"
            maxLength={5}
            hint="We couldn't find your vehicle's power. You'll find it on your V5C logbook (in kW: multiply by 1.34)."
            {...field('bhp')}
          />
        ) : null}
      </div>
      <ContinueOrReset onReset={onReset} className="mt-6" />
    </form>
  );
}
