import { Link } from 'react-router';
import type { VehicleReadiness } from '../quote-vehicle';
import { buttonClasses, stepButton } from '~/components/ui/button';

/**
 * Shown instead of a step when the vehicle it needs is not stored: none at all (back to step 1),
 * or a registration without its details (back to step 2).
 */
export function MissingVehicle({ readiness }: { readiness: Exclude<VehicleReadiness, 'ready'> }) {
  const none = readiness === 'none';
  return (
    <div className="rounded-xl border border-line bg-surface p-5">
      <h2 className="text-xl font-bold text-navy">
        {none ? 'We need your vehicle first' : 'We need a few more details of your vehicle'}
      </h2>
      <p className="mt-2 text-ink">
        {none
          ? 'Your cover and its price depend on your vehicle. Tell us its registration and mileage to start your quote.'
          : 'To show what your vehicle can be covered for, we need its date of first registration, engine size, power and drive type.'}
      </p>
      <Link
        to={none ? '/purchase/vehicle-details' : '/purchase/details'}
        className={`mt-4 ${buttonClasses('secondary', stepButton)}`}
      >
        {none ? 'Start with your vehicle' : 'Check your vehicle details'}
      </Link>
    </div>
  );
}
