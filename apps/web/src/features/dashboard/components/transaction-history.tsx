import { useState } from 'react';
import { LoadFailed, LoadingStatus } from '~/components/ui/load-state';
import { getMyTransactions } from '../api/transactions';
import { useLoaded } from '~/lib/use-loaded';
import { transactionRow } from '../rows';
import { DashboardFrame } from './dashboard-frame';
import { TransactionDetailModal } from './transaction-detail-modal';
import { TransactionTable } from './transaction-table';

/** Spec §2 "/dashboard/transaction-history": every payment and refund, with its receipt. */
export function TransactionHistory() {
  const { state, data, retry } = useLoaded('my-transactions', getMyTransactions);
  const [open, setOpen] = useState<string | null>(null);
  return (
    <DashboardFrame
      title="Transaction history"
      intro={
        <p>
          Every payment you have made to us and every refund we have made to you, newest first. Download a receipt for
          any of them.
        </p>
      }
    >
      {state.status === 'loading' ? <LoadingStatus>Loading your transactions…</LoadingStatus> : null}
      {state.status === 'failed' ? <LoadFailed message={state.message} onRetry={retry} /> : null}
      {data ? <TransactionTable rows={data.map(transactionRow)} onDetails={setOpen} /> : null}
      <TransactionDetailModal transactionId={open} onClose={() => setOpen(null)} />
    </DashboardFrame>
  );
}
