import type { Route } from './+types/accept-transfer';
import { AcceptTransfer } from '~/features/transfers/components/accept-transfer';
import { AppQueryProvider } from '~/lib/query/query-provider';
import { pageMeta } from '~/lib/meta';

// No canonical path: the address holds the new owner's secret link. Never indexed.
export const meta = () => [
  ...pageMeta({
    title: 'Take over a warranty',
    description: 'Read the cover you take over with the vehicle you bought, and accept it.',
  }),
  { name: 'robots', content: 'noindex' },
];

/** DESIGN §9.3: the page the new owner's e-mailed link opens. */
export default function AcceptTransferRoute({ params }: Route.ComponentProps) {
  return (
    <AppQueryProvider>
      <div className="mx-auto max-w-3xl px-4 py-8">
        <h1 className="mb-6 text-3xl font-bold text-navy">Take over a warranty</h1>
        <AcceptTransfer token={params.token} />
      </div>
    </AppQueryProvider>
  );
}
