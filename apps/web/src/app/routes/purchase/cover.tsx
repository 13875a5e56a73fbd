import { CoverChoice } from '~/features/quote/components/cover-choice';
import { StepFrame } from '~/components/purchase/step-frame';
import { pageMeta } from '~/lib/meta';

export const meta = () =>
  pageMeta({
    title: 'Your cover',
    description: 'Safe, Secure and Supreme side by side: what each covers and which your vehicle can have.',
  });

/** /purchase/cover (spec §2, needs a session): the cover levels for the stored vehicle. */
export default function CoverPage() {
  return (
    <StepFrame step={3} title="Choose your cover" wide>
      <CoverChoice />
    </StepFrame>
  );
}
