import { formatPence } from '@kestrel/domain/pricing/money';
import type { Warranty } from '@kestrel/domain/schemas/dashboard';
import { formatDashboardDate } from '@kestrel/domain/warranty/warranty-dates';
import type { DetailRow } from '~/components/ui/detail-list';
import { downloadReceipt } from '../api/documents';
import { myWarrantyQueryOptions } from '../api/warranties';
import { buttonClasses } from '~/components/ui/button';
import { DownloadButton } from './download-button';
import { LoadedDetailModal } from './loaded-detail-modal';

function orderRows(w: Warranty): DetailRow[] {
  const rows: DetailRow[] = [
    ['Order reference', w.order_reference],
    ['Certificate number', w.reference],
    ...(w.receipt_reference ? [['Receipt number', w.receipt_reference] satisfies DetailRow] : []),
    ['Date', formatDashboardDate(w.purchase_date)],
    ['Plan', w.plan.name],
    ['Registration', w.vehicleDetails.reg_num],
    ['Make', w.vehicleDetails.make],
    ['Model', w.vehicleDetails.model],
    ['Cover starts', formatDashboardDate(w.start_date)],
    ['Cover ends', formatDashboardDate(w.expiry_date)],
    ['Amount paid', formatPence(w.amount)],
  ];
  if (w.balance_due > 0) rows.push(['Balance due', formatPence(w.balance_due)]);
  rows.push(['Status', w.status.label], ['Payment method', 'PayPal']);
  return rows;
}

const orderDetail = {
  noun: 'the order',
  query: myWarrantyQueryOptions,
  rows: orderRows,
  action: (w: Warranty) => (
    <DownloadButton
      className={buttonClasses('primary')}
      unavailable={w.receipt_id ? null : 'No receipt is available for this order yet.'}
      download={() => downloadReceipt(w.receipt_id ?? '')}
    >
      Download Receipt
    </DownloadButton>
  ),
};

/** Spec §2: the ORDER DETAIL modal of the purchase history, loaded from GET /api/warranty/my-warranty/{id}. */
export function OrderDetailModal({ warrantyId, onClose }: { warrantyId: string | null; onClose: () => void }) {
  return <LoadedDetailModal title="ORDER DETAIL" id={warrantyId} detail={orderDetail} onClose={onClose} />;
}
