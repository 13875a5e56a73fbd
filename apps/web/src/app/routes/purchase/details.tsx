import { VehicleDetailsStep } from '~/features/vehicle-lookup/components/vehicle-details-step';
import { StepFrame } from '~/components/purchase/step-frame';
import { pageMeta } from '~/lib/meta';

export const meta = () =>
  pageMeta({
    title: 'Vehicle details',
    description: 'Check the details we found for your vehicle, or enter them yourself.',
  });

/** Step 2 (spec §2, needs a session: routes.ts puts it under require-session). */
export default function DetailsPage() {
  return (
    <StepFrame
      step={2}
      title="Your vehicle details"
      lead="We price your cover from these details, so please check them."
    >
      <VehicleDetailsStep />
    </StepFrame>
  );
}
