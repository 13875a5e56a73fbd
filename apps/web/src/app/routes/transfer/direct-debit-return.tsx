import { DashboardFrame } from '~/components/layout/dashboard-frame';
import { TakeoverReturn } from '~/features/transfers/components/takeover-return';
import { pageMeta } from '~/lib/meta';

export const meta = () => [
  ...pageMeta({
    title: 'Taking over the warranty',
    description: 'Back from setting up your Direct Debit: we confirm it and make the warranty yours.',
  }),
  { name: 'robots', content: 'noindex' },
];

/** /transfer/direct-debit/return (needs a session): the new owner back from the bank-details page (DESIGN §9.3). */
export default function TakeoverReturnRoute() {
  return (
    <DashboardFrame
      title="Taking over the warranty"
      intro={<p>We check your Direct Debit with our provider, then the warranty is yours.</p>}
    >
      <TakeoverReturn />
    </DashboardFrame>
  );
}
