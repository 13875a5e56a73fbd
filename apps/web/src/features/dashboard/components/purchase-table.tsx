import { td } from '~/components/ui/data-table';
import type { PurchaseRow } from '../rows';
import { HistoryTable } from './history-table';

const table = {
  caption: 'Your warranty purchases, newest first',
  columns: ['S.NO', 'Date', 'Plan', 'Reg No.', 'Amount Paid', 'Status', 'View Details', 'Download'],
  empty: 'No Purchase History',
  minWidth: 'min-w-[56rem]',
};

/** Spec §2 "/dashboard/purchase-history": every warranty bought, newest first. */
export function PurchaseTable({ rows, onDetails }: { rows: PurchaseRow[]; onDetails: (id: string) => void }) {
  return (
    <HistoryTable
      table={table}
      rows={rows}
      of={(row) => `order ${row.serial}`}
      receiptOf={(row) => row.receiptId}
      onDetails={onDetails}
      cells={(row) => (
        <>
          <td className={td}>{row.serial}</td>
          <td className={td}>{row.date}</td>
          <th scope="row" className={`${td} font-semibold`}>
            <span className="block">{row.plan}</span>
            <span className="block text-sm font-normal whitespace-nowrap text-muted">Order {row.orderReference}</span>
          </th>
          <td className={`${td} whitespace-nowrap`}>{row.registration}</td>
          <td className={td}>{row.amountPaid}</td>
          <td className={td}>{row.status}</td>
        </>
      )}
    />
  );
}
