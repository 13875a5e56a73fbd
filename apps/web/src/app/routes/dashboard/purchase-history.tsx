import { dashboardFrame } from '~/components/layout/dashboard-frame';
import { PurchaseHistory, purchaseHistoryText } from '~/features/dashboard/components/purchase-history';
import { pageMeta } from '~/lib/meta';

export const meta = () =>
  pageMeta({
    title: 'Purchase history',
    description: 'Every warranty you have bought, with its order details and receipt.',
  });

export const handle = dashboardFrame(purchaseHistoryText);

/** Spec §2 "/dashboard/purchase-history" (needs a session). */
export default function PurchaseHistoryPage() {
  return <PurchaseHistory />;
}
