import type { Route } from './+types/transfer';
import { DashboardFrame } from '~/components/layout/dashboard-frame';
import { PayOffByCard } from '~/features/dashboard/components/pay-off-by-card';
import { HolderTransfer } from '~/features/transfers/components/holder-transfer';
import { pageMeta } from '~/lib/meta';

export const meta = () =>
  pageMeta({ title: 'Transfer to a new owner', description: 'Pass your warranty on with the vehicle you sold.' });

/** DESIGN §9.3: the holder passes the warranty to the vehicle's new owner. */
export default function TransferRoute({ params }: Route.ComponentProps) {
  return (
    <DashboardFrame
      title="Transfer to a new owner"
      intro={
        <p>
          Sold the vehicle? Your warranty can go with it. Tell us about the sale and the new owner, and we e-mail them a
          link to accept the cover as it stands.
        </p>
      }
    >
      <HolderTransfer
        warrantyId={params.warrantyId}
        payOff={(registration) => <PayOffByCard warrantyId={params.warrantyId} registration={registration} />}
      />
    </DashboardFrame>
  );
}
