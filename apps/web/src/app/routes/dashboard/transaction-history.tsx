import { dashboardFrame } from '~/components/layout/dashboard-frame';
import { TransactionHistory, transactionHistoryText } from '~/features/dashboard/components/transaction-history';
import { pageMeta } from '~/lib/meta';

export const meta = () =>
  pageMeta({
    title: 'Transaction history',
    description: 'Your payments and refunds, with a receipt for each.',
  });

export const handle = dashboardFrame(transactionHistoryText);

/** Spec §2 "/dashboard/transaction-history" (needs a session). */
export default function TransactionHistoryPage() {
  return <TransactionHistory />;
}
