import { StepFrame } from '~/components/purchase/step-frame';
import { DirectDebitReturn } from '~/features/checkout/components/direct-debit-return';
import { pageMeta } from '~/lib/meta';

export const meta = () =>
  pageMeta({
    title: 'Confirming your Direct Debit',
    description: 'Back from setting up your Direct Debit: we confirm it and make your warranty.',
  });

/** /purchase/direct-debit/return (needs a session): back from GoCardless's bank-details page. */
export default function DirectDebitReturnPage() {
  return (
    <StepFrame step={5} title="Paying monthly">
      <DirectDebitReturn />
    </StepFrame>
  );
}
