import { td } from '~/components/ui/data-table';
import type { TransactionRow } from '../rows';
import { HistoryTable } from './history-table';

const table = {
  caption: 'Your payments and refunds, newest first',
  columns: ['Transaction ID', 'Date', 'Plan', 'Status', 'Amount', 'View Details', 'Download'],
  empty: 'No Transaction History',
  minWidth: 'min-w-[52rem]',
};

/** Spec §2 "/dashboard/transaction-history": payments and refunds, newest first. */
export function TransactionTable({ rows, onDetails }: { rows: TransactionRow[]; onDetails: (id: string) => void }) {
  return (
    <HistoryTable
      table={table}
      rows={rows}
      of={(row) => `transaction ${row.sourceId}`}
      receiptOf={(row) => row.id}
      onDetails={onDetails}
      cells={(row) => (
        <>
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
        </>
      )}
    />
  );
}
