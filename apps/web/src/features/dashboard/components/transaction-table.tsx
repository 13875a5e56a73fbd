import { DataTable, rowButton, td } from '~/components/ui/data-table';
import { downloadReceipt } from '../api/documents';
import type { TransactionRow } from '../rows';
import { DownloadButton } from './download-button';

const columns = ['Transaction ID', 'Date', 'Plan', 'Status', 'Amount', 'View Details', 'Download'] as const;

/** Spec §2 "/dashboard/transaction-history": payments and refunds, newest first. */
export function TransactionTable({ rows, onDetails }: { rows: TransactionRow[]; onDetails: (id: string) => void }) {
  return (
    <DataTable
      caption="Your payments and refunds, newest first"
      columns={columns}
      empty="No Transaction History"
      minWidth="min-w-[52rem]"
    >
      {rows.map((row) => (
        <tr key={row.id}>
          <th scope="row" className={`${td} font-mono text-sm font-normal break-all`}>
            {row.sourceId}
          </th>
          <td className={td}>{row.date}</td>
          <td className={td}>
            <span className="block">{row.plan}</span>
            <span className="block text-sm whitespace-nowrap text-muted">Receipt {row.reference}</span>
          </td>
          <td className={td}>{row.status}</td>
          <td className={`${td} whitespace-nowrap`}>
            <span className="block font-semibold">{row.amount}</span>
            <span className="block text-sm text-muted">{row.kind}</span>
          </td>
          <td className={td}>
            <button type="button" className={rowButton} onClick={() => onDetails(row.id)}>
              View Details<span className="sr-only"> of transaction {row.sourceId}</span>
            </button>
          </td>
          <td className={td}>
            <DownloadButton className={rowButton} download={() => downloadReceipt(row.id)}>
              Download<span className="sr-only"> receipt for transaction {row.sourceId}</span>
            </DownloadButton>
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
