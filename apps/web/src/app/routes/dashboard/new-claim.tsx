import type { Route } from './+types/new-claim';
import { DashboardFrame, panel } from '~/components/layout/dashboard-frame';
import { NewClaim } from '~/features/claims/components/new-claim';
import { pageMeta } from '~/lib/meta';

export const meta = () =>
  pageMeta({ title: 'Make a claim', description: 'Tell us about the breakdown and your garage.' });

/** DESIGN §8.1: the customer's claim on one of their warranties in force. */
export default function NewClaimRoute({ params }: Route.ComponentProps) {
  return (
    <DashboardFrame
      title="Make a claim"
      intro={
        <p>
          Tell us what happened and where the vehicle is. We e-mail your garage a private link for its diagnosis and
          estimate, check the estimate against your cover, and tell you and the garage what we will pay.
        </p>
      }
    >
      <div className={panel}>
        <NewClaim warrantyId={params.warrantyId} />
      </div>
    </DashboardFrame>
  );
}
