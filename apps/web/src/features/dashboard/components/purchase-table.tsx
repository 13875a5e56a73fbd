import { DataTable, EmptyRow, rowButton, td, th } from '~/components/ui/data-table';
import { downloadReceipt } from '../api/documents';
import type { PurchaseRow } from '../rows';
import { DownloadButton } from './download-button';

const columns = ['S.NO', 'Date', 'Plan', 'Reg No.', 'Amount Paid', 'Status', 'View Details', 'Download'] as const;

/** Spec §2 "/dashboard/purchase-history": every warranty bought, newest first. */
export function PurchaseTable({ rows, onDetails }: { rows: PurchaseRow[]; onDetails: (id: string) => void }) {
  return (
    <DataTable caption="Your warranty purchases, newest first" minWidth="min-w-[56rem]">
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column} scope="col" className={th}>
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.length === 0 ? (
          <EmptyRow columns={columns.length}>No Purchase History</EmptyRow>
        ) : (
          rows.map((row) => (
            <tr key={row.id}>
              <td className={td}>{row.serial}</td>
              <td className={td}>{row.date}</td>
              <th scope="row" className={`${td} font-semibold`}>
                {row.plan}
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
          ))
        )}
      </tbody>
    </DataTable>
  );
}
