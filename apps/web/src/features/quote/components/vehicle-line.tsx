import { formatLongDate } from '~/lib/dates';
import type { VehicleDetails } from '~/lib/state/slices';
import { vehicleName } from '../quote-vehicle';
import { groupDigits } from '@kestrel/domain/uk/numbers';

/** One line naming the vehicle a step is about, so the customer can see it is the right one. */
export function VehicleLine({ vehicle }: { vehicle: VehicleDetails }) {
  return (
    <p>
      For your <strong className="text-ink">{vehicleName(vehicle)}</strong>, registration{' '}
      <strong className="text-ink">{vehicle.regNumber}</strong>, first registered{' '}
      {formatLongDate(vehicle.registeredDate)}, with {groupDigits(vehicle.milage ?? 0)} miles.
    </p>
  );
}
