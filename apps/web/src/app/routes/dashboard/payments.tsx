import { Checkout } from '~/features/checkout/components/checkout';
import { StepFrame } from '~/components/purchase/step-frame';
import { pageMeta } from '~/lib/meta';

export const meta = () =>
  pageMeta({
    title: 'Payments',
    description: 'Your order summary and secure payment with PayPal.',
  });

/** Step 5, /dashboard/payments (spec §2, needs a session): Order Summary and payment. */
export default function PaymentsPage() {
  return (
    <StepFrame step={5} title="Payments">
      <Checkout />
    </StepFrame>
  );
}
