import { PurchaseHistory } from '~/features/dashboard/components/purchase-history';
import { pageMeta } from '~/lib/meta';

export const meta = () =>
  pageMeta({
    title: 'Purchase history',
    description: 'Every warranty you have bought, with its order details and receipt.',
  });

/** Spec §2 "/dashboard/purchase-history" (needs a session). */
export default function PurchaseHistoryPage() {
  return <PurchaseHistory />;
}
