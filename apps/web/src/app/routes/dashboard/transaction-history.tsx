import { TransactionHistory } from '~/features/dashboard/components/transaction-history';
import { pageMeta } from '~/lib/meta';

export const meta = () =>
  pageMeta({
    title: 'Transaction history',
    description: 'Your payments and refunds, with a receipt for each.',
  });

/** Spec §2 "/dashboard/transaction-history" (needs a session). */
export default function TransactionHistoryPage() {
  return <TransactionHistory />;
}
