import { CoverChoice } from '~/features/quote/components/cover-choice';
import { StepFrame, StepFrameLoading } from '~/components/purchase/step-frame';
import { pageMeta } from '~/lib/meta';
import type { FrameHandle } from '~/lib/page-frame';

export const meta = () =>
  pageMeta({
    title: 'Your cover',
    description: 'Safe, Secure and Supreme side by side: what each covers and which your vehicle can have.',
  });

const step = { step: 3 as const, title: 'Choose your cover', wide: true };

/** While the session is checked: the step's heading (docs/decisions/0008). */
export const handle: FrameHandle = {
  frame: () => <StepFrameLoading {...step} />,
};

/** /purchase/cover (spec §2, needs a session): the cover levels for the stored vehicle. */
export default function CoverPage() {
  return (
    <StepFrame {...step}>
      <CoverChoice />
    </StepFrame>
  );
}
