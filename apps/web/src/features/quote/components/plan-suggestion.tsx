import { londonToday } from '@kestrel/domain/uk/london-date';
import { CoverComparison } from '~/components/content/cover-comparison';
import { useVehicleDetails } from '~/lib/state/slices';
import { usePlans } from '../hooks/use-plans';
import { levelVerdicts, planQueryOf, vehicleReadiness } from '../quote-vehicle';
import { LevelCoverCards, ListedComponents } from './level-cover-cards';
import { MissingVehicle } from './missing-vehicle';
import { PlanPicker } from './plan-picker';
import { VehicleLine } from './vehicle-line';
import { Button } from '~/components/ui/button';

function Loading() {
  return (
    <p role="status" className="flex items-center gap-3 py-10 text-muted">
      <span aria-hidden="true" className="size-5 animate-spin rounded-full border-2 border-line border-t-navy" />
      Finding the plans and prices for your vehicle…
    </p>
  );
}

function Failed({ message, retry }: { message: string; retry: () => void }) {
  return (
    <div role="alert" className="rounded-xl border border-danger bg-[#fdecea] p-4 text-danger">
      <p className="font-medium">We couldn't get your prices just now. {message}</p>
      <Button onClick={retry} className="mt-3">
        Try again
      </Button>
    </div>
  );
}

/** Step 4, /purchase/warranty-suggestion: the plans priced for this vehicle, then what each level covers. */
export function PlanSuggestion() {
  const vehicle = useVehicleDetails((s) => s.value);
  const readiness = vehicleReadiness(vehicle);
  const { state, retry } = usePlans(planQueryOf(vehicle));
  if (readiness !== 'ready') return <MissingVehicle readiness={readiness} />;

  const verdicts = levelVerdicts(
    { registeredDate: vehicle.registeredDate, mileage: vehicle.milage ?? 0 },
    londonToday(),
  );
  return (
    <>
      <div className="text-muted">
        <VehicleLine vehicle={vehicle} />
      </div>
      <div className="mt-6">
        {state.status === 'loading' ? <Loading /> : null}
        {state.status === 'failed' ? <Failed message={state.message} retry={retry} /> : null}
        {state.status === 'ready' ? <PlanPicker answer={state.answer} regNumber={vehicle.regNumber} /> : null}
      </div>
      <section aria-labelledby="level-cover-title" className="mt-12 border-t border-line pt-8">
        <h2 id="level-cover-title" className="text-2xl font-bold text-navy">
          What each level covers for your vehicle
        </h2>
        <div className="mt-4 space-y-6">
          <ListedComponents headingLevel={3} />
          <LevelCoverCards verdicts={verdicts} headingLevel={3} />
        </div>
      </section>
      <div className="-mx-4 mt-12 border-t border-line pt-8">
        <CoverComparison />
      </div>
    </>
  );
}
