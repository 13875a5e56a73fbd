import { PlanSuggestion } from '~/features/quote/components/plan-suggestion';
import { StepFrame } from '~/components/purchase/step-frame';
import { pageMeta } from '~/lib/meta';

export const meta = () =>
  pageMeta({
    title: 'Your quote',
    description: 'Plans and prices for your vehicle at each cover level: choose a claim limit and length of cover.',
  });

/** Step 4, /purchase/warranty-suggestion (spec §2, needs a session). */
export default function WarrantySuggestionPage() {
  return (
    <StepFrame step={4} title="Your quote" wide>
      <PlanSuggestion />
    </StepFrame>
  );
}
