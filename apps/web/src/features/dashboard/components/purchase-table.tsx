import { DataTable, rowButton, td } from '~/components/ui/data-table';
import { downloadReceipt } from '../api/documents';
import type { PurchaseRow } from '../rows';
import { DownloadButton } from './download-button';

const columns = ['S.NO', 'Date', 'Plan', 'Reg No.', 'Amount Paid', 'Status', 'View Details', 'Download'] as const;

/** Spec §2 "/dashboard/purchase-history": every warranty bought, newest first. */
export function PurchaseTable({ rows, onDetails }: { rows: PurchaseRow[]; onDetails: (id: string) => void }) {
  return (
    <DataTable
      caption="Your warranty purchases, newest first"
      columns={columns}
      empty="No Purchase History"
      minWidth="min-w-[56rem]"
    >
      {rows.map((row) => (
        <tr key={row.id}>
          <td className={td}>{row.serial}</td>
          <td className={td}>{row.date}</td>
          <th scope="row" className={`${td} font-semibold`}>
            <span className="block">{row.plan}</span>
            <span className="block text-sm font-normal whitespace-nowrap text-muted">Order {row.orderReference}</span>
          </th>
          <td className={`${td} whitespace-nowrap`}>{row.registration}</td>
          <td className={td}>{row.amountPaid}</td>
          <td className={td}>{row.status}</td>
          <td className={td}>
            <button type="button" className={rowButton} onClick={() => onDetails(row.id)}>
              View Details<span className="sr-only"> of order {row.serial}</span>
            </button>
          </td>
          <td className={td}>
            <DownloadButton
              className={rowButton}
              unavailable={row.receiptId ? null : 'No receipt yet'}
              download={() => downloadReceipt(row.receiptId ?? '')}
            >
              Download<span className="sr-only"> receipt for order {row.serial}</span>
            </DownloadButton>
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
