import { useState } from 'react';
import { QueryState } from '~/components/ui/query-state';
import { useMyTransactions } from '../api/transactions';
import { transactionRow } from '../rows';
import { DashboardFrame } from './dashboard-frame';
import { TransactionDetailModal } from './transaction-detail-modal';
import { TransactionTable } from './transaction-table';

export const transactionHistoryText = {
  title: 'Transaction history',
  intro:
    'Every payment you have made to us and every refund we have made to you, newest first. Download a receipt for any of them.',
  loading: 'Loading your transactions…',
};

/** Spec §2 "/dashboard/transaction-history": every payment and refund, with its receipt. */
export function TransactionHistory() {
  const query = useMyTransactions();
  const [open, setOpen] = useState<string | null>(null);
  return (
    <DashboardFrame title={transactionHistoryText.title} intro={<p>{transactionHistoryText.intro}</p>}>
      <QueryState query={query} loading={transactionHistoryText.loading}>
        {(data) => <TransactionTable rows={data.map(transactionRow)} onDetails={setOpen} />}
      </QueryState>
      <TransactionDetailModal transactionId={open} onClose={() => setOpen(null)} />
    </DashboardFrame>
  );
}
