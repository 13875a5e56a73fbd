import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useVehicleDetails, type VehicleDetails } from '~/lib/state/slices';
import { useVehicleLookup } from '../hooks/use-vehicle-lookup';
import { forgetVehicle } from '../stored-vehicle';
import { LOOKUP_FAILED } from '../vehicle-text';
import type { ManualVehicleValues } from '../form-schemas';
import { LookedUpVehicleForm } from './looked-up-vehicle-form';
import { ManualVehicleForm } from './manual-vehicle-form';

const text = (value: number | null) => (value === null ? '' : String(value));

const manualValues = (stored: VehicleDetails): ManualVehicleValues => ({
  reg_num: stored.regNumber,
  make: stored.make,
  model: stored.model,
  fuel_type: stored.fuelType,
  date_first_reg: stored.registeredDate,
  size: text(stored.engineSize),
  mileage: text(stored.milage),
  drive_type: stored.driveType,
  bhp: text(stored.bhp),
});

/**
 * Step 2 (spec §2): the stored registration looked up and shown, or, when that fails or there is
 * no registration (find-registration), the details typed by hand. Works from the vehicle stored
 * on arrival; Reset forgets it and starts again at step 1.
 */
export function VehicleDetailsStep() {
  const navigate = useNavigate();
  const [stored] = useState(() => useVehicleDetails.getState().value);
  const lookup = useVehicleLookup(stored.regNumber);

  const reset = () => {
    forgetVehicle();
    void navigate('/purchase/vehicle-details');
  };

  if (lookup.status === 'loading') {
    return (
      <p role="status" className="py-8 text-center text-muted">
        Looking up {stored.regNumber}…
      </p>
    );
  }
  if (lookup.status === 'found') {
    return <LookedUpVehicleForm vehicle={lookup.vehicle} initialMileage={text(stored.milage)} onReset={reset} />;
  }
  return (
    <>
      {lookup.status === 'failed' ? (
        <p role="alert" className="mb-5 rounded-lg border-l-4 border-amber bg-amber-50 p-4 font-medium text-ink">
          {LOOKUP_FAILED}
        </p>
      ) : null}
      <ManualVehicleForm initial={manualValues(stored)} askRegistration={!stored.regNumber} onReset={reset} />
    </>
  );
}
