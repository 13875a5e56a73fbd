import { StepFrame } from '~/components/purchase/step-frame';
import { WarrantyDetailsForm } from '~/features/quote/components/warranty-details-form';
import { pageMeta } from '~/lib/meta';

export const meta = () =>
  pageMeta({
    title: 'Warranty details',
    description: 'When your cover starts, when you bought the vehicle, and its service history.',
  });

/** Step 3, /purchase/warranty-details (DESIGN §2 names the route; needs a session). */
export default function WarrantyDetailsPage() {
  return (
    <StepFrame
      step={3}
      title="Your warranty details"
      lead="Tell us when your cover should start and about your vehicle."
    >
      <WarrantyDetailsForm />
    </StepFrame>
  );
}
