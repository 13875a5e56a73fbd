import { useState } from 'react';
import { QueryState } from '~/components/ui/query-state';
import { useMyWarranties } from '../api/warranties';
import { purchaseRows } from '../rows';
import { DashboardFrame } from './dashboard-frame';
import { OrderDetailModal } from './order-detail-modal';
import { PurchaseTable } from './purchase-table';

export const purchaseHistoryText = {
  title: 'Purchase history',
  intro:
    'Every warranty you have bought from us, newest first, including any that have ended or been cancelled. Open an order to see its cover dates, or download its receipt.',
  loading: 'Loading your purchases…',
};

/** Spec §2 "/dashboard/purchase-history": every warranty bought, with its order details and receipt. */
export function PurchaseHistory() {
  const query = useMyWarranties(false);
  const [open, setOpen] = useState<string | null>(null);
  return (
    <DashboardFrame title={purchaseHistoryText.title} intro={<p>{purchaseHistoryText.intro}</p>}>
      <QueryState query={query} loading={purchaseHistoryText.loading}>
        {(data) => <PurchaseTable rows={purchaseRows(data.warranties)} onDetails={setOpen} />}
      </QueryState>
      <OrderDetailModal warrantyId={open} onClose={() => setOpen(null)} />
    </DashboardFrame>
  );
}
