import { formatPence } from '@kestrel/domain/pricing/money';
import type { Warranty } from '@kestrel/domain/schemas/dashboard';
import { formatDashboardDate } from '@kestrel/domain/warranty/warranty-dates';
import { DetailList, type DetailRow } from '~/components/ui/detail-list';
import { LoadFailed, LoadingStatus } from '~/components/ui/load-state';
import { Modal, ModalActions } from '~/components/ui/modal';
import { downloadReceipt } from '../api/documents';
import { getMyWarranty } from '../api/warranties';
import { useLoaded } from '../hooks/use-loaded';
import { outlineButton, primaryButton } from './buttons';
import { DownloadButton } from './download-button';

function orderRows(w: Warranty): DetailRow[] {
  const rows: DetailRow[] = [
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

function OrderDetailBody({ id, onBack }: { id: string; onBack: () => void }) {
  const { state, retry } = useLoaded(id, (signal) => getMyWarranty(id, signal));
  const receiptId = state.status === 'ready' ? state.data.receipt_id : null;
  return (
    <>
      {state.status === 'loading' ? <LoadingStatus>Loading the order…</LoadingStatus> : null}
      {state.status === 'failed' ? <LoadFailed message={state.message} onRetry={retry} /> : null}
      {state.status === 'ready' ? <DetailList rows={orderRows(state.data)} /> : null}
      <ModalActions>
        <button type="button" className={outlineButton} onClick={onBack}>
          Back To List
        </button>
        {state.status === 'ready' ? (
          <DownloadButton
            className={primaryButton}
            unavailable={receiptId ? null : 'No receipt is available for this order yet.'}
            download={() => downloadReceipt(receiptId ?? '')}
          >
            Download Receipt
          </DownloadButton>
        ) : null}
      </ModalActions>
    </>
  );
}

/** Spec §2: the ORDER DETAIL modal of the purchase history, loaded from GET /api/warranty/my-warranty/{id}. */
export function OrderDetailModal({ warrantyId, onClose }: { warrantyId: string | null; onClose: () => void }) {
  return (
    <Modal open={warrantyId !== null} onClose={onClose} title="ORDER DETAIL" width="lg">
      {warrantyId ? <OrderDetailBody id={warrantyId} onBack={onClose} /> : null}
    </Modal>
  );
}
