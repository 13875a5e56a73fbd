import { londonToday } from '@kestrel/domain/uk/london-date';
import { Link } from 'react-router';
import { useVehicleDetails } from '~/lib/state/slices';
import { levelVerdicts, vehicleReadiness } from '../quote-vehicle';
import { LevelCoverCards, ListedComponents } from './level-cover-cards';
import { MissingVehicle } from './missing-vehicle';
import { buttonClasses, stepButton } from '~/components/ui/button';
import { StepActions } from '~/components/purchase/step-frame';
import { VehicleLine } from './vehicle-line';

/** /purchase/cover: the three levels, what each covers, and which of them this vehicle may have. */
export function CoverChoice() {
  const vehicle = useVehicleDetails((s) => s.value);
  const readiness = vehicleReadiness(vehicle);
  if (readiness !== 'ready') return <MissingVehicle readiness={readiness} />;

  const verdicts = levelVerdicts(
    { registeredDate: vehicle.registeredDate, mileage: vehicle.milage ?? 0 },
    londonToday(),
  );
  const available = verdicts.filter((v) => v.eligible).map((v) => v.level.name);
  return (
    <>
      <div className="text-muted">
        <VehicleLine vehicle={vehicle} />
        <p className="mt-2 font-semibold text-navy">
          {available.length === 3
            ? 'All three levels are available for your vehicle.'
            : `Available for your vehicle: ${available.join(' and ')}.`}{' '}
          You choose the level, claim limit and length of cover on the quote step.
        </p>
      </div>
      <div className="mt-6 space-y-6">
        <ListedComponents />
        <LevelCoverCards verdicts={verdicts} />
      </div>
      <StepActions>
        <Link to="/purchase/details" className={buttonClasses('plain', stepButton)}>
          Back
        </Link>
        <Link to="/purchase/warranty-details" className={buttonClasses('secondary', stepButton)}>
          Continue
        </Link>
      </StepActions>
    </>
  );
}
