import type { Transaction } from '@kestrel/domain/schemas/dashboard';
import type { DetailRow } from '~/components/ui/detail-list';
import { downloadReceipt } from '../api/documents';
import { myTransactionQueryOptions } from '../api/transactions';
import { transactionRow } from '../rows';
import { buttonClasses } from '~/components/ui/button';
import { DownloadButton } from './download-button';
import { LoadedDetailModal } from './loaded-detail-modal';

function transactionRows(transaction: Transaction): DetailRow[] {
  const row = transactionRow(transaction);
  return [
    ['Receipt number', row.reference],
    ...(row.warrantyReference ? [['Certificate number', row.warrantyReference] satisfies DetailRow] : []),
    ['Date', row.date],
    ['Transaction ID', <span className="font-mono break-all">{row.sourceId}</span>],
    ['Status', row.status],
    ['Plan', row.plan],
    ['Payment method', row.method],
    ['Total amount', `${row.amount} (${row.kind.toLowerCase()})`],
  ];
}

const transactionDetail = {
  noun: 'the transaction',
  query: myTransactionQueryOptions,
  rows: transactionRows,
  action: (_: Transaction, id: string) => (
    <DownloadButton className={buttonClasses('primary')} download={() => downloadReceipt(id)}>
      Download Receipt
    </DownloadButton>
  ),
};

/** Spec §2: the TRANSACTION DETAIL modal, loaded from GET /api/transaction/my-transaction/{id}. */
export function TransactionDetailModal({
  transactionId,
  onClose,
}: {
  transactionId: string | null;
  onClose: () => void;
}) {
  return (
    <LoadedDetailModal title="TRANSACTION DETAIL" id={transactionId} detail={transactionDetail} onClose={onClose} />
  );
}
