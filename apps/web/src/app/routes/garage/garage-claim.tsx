import type { Route } from './+types/garage-claim';
import { GaragePage } from '~/features/claims/components/garage-page';
import { AppQueryProvider } from '~/lib/query/query-provider';
import { pageMeta } from '~/lib/meta';

// No canonical path: the address holds the garage's secret link. Never indexed.
export const meta = () => [
  ...pageMeta({ title: 'Warranty claim: your estimate', description: 'Send your diagnosis, estimate and invoice.' }),
  { name: 'robots', content: 'noindex' },
];

/** DESIGN §8.1 "The garage": the page the garage's e-mailed private link opens. */
export default function GarageClaimRoute({ params }: Route.ComponentProps) {
  return (
    <AppQueryProvider>
      <GaragePage token={params.token} />
    </AppQueryProvider>
  );
}
