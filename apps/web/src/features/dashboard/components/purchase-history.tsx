import { useState } from 'react';
import { LoadFailed, LoadingStatus } from '~/components/ui/load-state';
import { getMyWarranties } from '../api/warranties';
import { useLoaded } from '~/lib/use-loaded';
import { purchaseRows } from '../rows';
import { DashboardFrame } from './dashboard-frame';
import { OrderDetailModal } from './order-detail-modal';
import { PurchaseTable } from './purchase-table';

/** Spec §2 "/dashboard/purchase-history": every warranty bought, with its order details and receipt. */
export function PurchaseHistory() {
  const { state, data, retry } = useLoaded('all-warranties', (signal) => getMyWarranties(false, signal));
  const [open, setOpen] = useState<string | null>(null);
  return (
    <DashboardFrame
      title="Purchase history"
      intro={
        <p>
          Every warranty you have bought from us, newest first, including any that have ended or been cancelled. Open an
          order to see its cover dates, or download its receipt.
        </p>
      }
    >
      {state.status === 'loading' ? <LoadingStatus>Loading your purchases…</LoadingStatus> : null}
      {state.status === 'failed' ? <LoadFailed message={state.message} onRetry={retry} /> : null}
      {data ? <PurchaseTable rows={purchaseRows(data.warranties)} onDetails={setOpen} /> : null}
      <OrderDetailModal warrantyId={open} onClose={() => setOpen(null)} />
    </DashboardFrame>
  );
}
