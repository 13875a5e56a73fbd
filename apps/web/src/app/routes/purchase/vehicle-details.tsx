import { useLocation, useSearchParams } from 'react-router';
import { StepFrame, StepFrameLoading } from '~/components/purchase/step-frame';
import { VehicleStepForm } from '~/features/vehicle-lookup/components/vehicle-step-form';
import { pageMeta } from '~/lib/meta';
import { readStoredSlicesFirst } from '~/lib/state/persisted-store';
import { useVehicleDetails } from '~/lib/state/slices';

export const meta = () =>
  pageMeta({
    title: 'Your vehicle',
    description: 'Enter your registration and mileage to start a warranty quote.',
    path: '/purchase/vehicle-details',
  });

const step = {
  step: 1 as const,
  title: 'Tell us about your vehicle',
  lead: 'Your registration and mileage are all we need to find your vehicle and its cover.',
};

/** The stored vehicle is read before the first render, so the form starts filled in. */
export const clientLoader = readStoredSlicesFirst;

/**
 * Step 1 (spec §2, open to everyone): registration and mileage, prefilled from the link of the
 * instant price (?reg=&mileage=) or else from the vehicle stored last time.
 */
export default function VehicleDetailsPage() {
  const [params] = useSearchParams();
  const { search } = useLocation();
  const stored = useVehicleDetails((state) => state.value);
  const initial = {
    reg_num: (params.get('reg') ?? stored.regNumber).toUpperCase().slice(0, 10),
    mileage: (params.get('mileage') ?? (stored.milage === null ? '' : String(stored.milage))).slice(0, 9),
  };
  return (
    <StepFrame {...step}>
      {/* A new link (?reg=&mileage=) starts the form afresh. */}
      <VehicleStepForm key={search} initial={initial} />
    </StepFrame>
  );
}

/** While the stored vehicle is read: the step's heading and lead, prerendered (docs/decisions/0008). */
export const HydrateFallback = () => <StepFrameLoading {...step} />;
