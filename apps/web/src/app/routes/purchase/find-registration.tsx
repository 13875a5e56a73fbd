import { FindRegistrationForm } from '~/features/vehicle-lookup/components/find-registration-form';
import { StepFrame, StepFrameLoading } from '~/components/purchase/step-frame';
import { pageMeta } from '~/lib/meta';
import { readStoredSlicesFirst } from '~/lib/state/persisted-store';
import { useVehicleDetails } from '~/lib/state/slices';

export const meta = () =>
  pageMeta({
    title: 'Find your vehicle',
    description: 'No registration to hand? Choose your make and model to start a warranty quote.',
    path: '/purchase/find-registration',
  });

const step = {
  step: 1 as const,
  title: 'Find your vehicle',
  lead: "No registration to hand? Choose the make and model. We'll ask for the registration later.",
};

/** The stored vehicle is read before the first render, so the form starts filled in. */
export const clientLoader = readStoredSlicesFirst;

/** /purchase/find-registration (spec §2, open to everyone): make, model and mileage instead of a registration. */
export default function FindRegistrationPage() {
  const stored = useVehicleDetails((state) => state.value);
  // A make and model chosen here before (no registration) fill the form again.
  const chosen = !stored.regNumber;
  const initial = {
    chosen_make: chosen ? stored.make : '',
    chosen_model: chosen ? stored.model : '',
    mileage: stored.milage === null ? '' : String(stored.milage),
  };
  return (
    <StepFrame {...step}>
      <FindRegistrationForm initial={initial} />
    </StepFrame>
  );
}

/** While the stored vehicle is read: the step's heading and lead, prerendered (docs/decisions/0008). */
export const HydrateFallback = () => <StepFrameLoading {...step} />;
