import { DetailList } from '~/components/ui/detail-list';
import { LoadFailed, LoadingStatus } from '~/components/ui/load-state';
import { Modal, ModalActions } from '~/components/ui/modal';
import { downloadReceipt } from '../api/documents';
import { getMyTransaction } from '../api/transactions';
import { useLoaded } from '../hooks/use-loaded';
import { transactionRow, type TransactionRow } from '../rows';
import { outlineButton, primaryButton } from './buttons';
import { DownloadButton } from './download-button';

function TransactionDetail({ row }: { row: TransactionRow }) {
  return (
    <DetailList
      rows={[
        ['Date', row.date],
        ['Transaction ID', <span className="font-mono break-all">{row.sourceId}</span>],
        ['Status', row.status],
        ['Plan', row.plan],
        ['Payment method', row.method],
        ['Total amount', `${row.amount} (${row.kind.toLowerCase()})`],
      ]}
    />
  );
}

function TransactionDetailBody({ id, onBack }: { id: string; onBack: () => void }) {
  const { state, retry } = useLoaded(id, (signal) => getMyTransaction(id, signal));
  return (
    <>
      {state.status === 'loading' ? <LoadingStatus>Loading the transaction…</LoadingStatus> : null}
      {state.status === 'failed' ? <LoadFailed message={state.message} onRetry={retry} /> : null}
      {state.status === 'ready' ? <TransactionDetail row={transactionRow(state.data)} /> : null}
      <ModalActions>
        <button type="button" className={outlineButton} onClick={onBack}>
          Back To List
        </button>
        <DownloadButton className={primaryButton} download={() => downloadReceipt(id)}>
          Download Receipt
        </DownloadButton>
      </ModalActions>
    </>
  );
}

/** Spec §2: the TRANSACTION DETAIL modal, loaded from GET /api/transaction/my-transaction/{id}. */
export function TransactionDetailModal({
  transactionId,
  onClose,
}: {
  transactionId: string | null;
  onClose: () => void;
}) {
  return (
    <Modal open={transactionId !== null} onClose={onClose} title="TRANSACTION DETAIL" width="lg">
      {transactionId ? <TransactionDetailBody id={transactionId} onBack={onClose} /> : null}
    </Modal>
  );
}
