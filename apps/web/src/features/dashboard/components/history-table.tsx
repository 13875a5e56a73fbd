import type { ReactNode } from 'react';
import { DataTable, rowButton, td } from '~/components/ui/data-table';
import { downloadReceipt } from '../api/documents';
import { DownloadButton } from './download-button';

/**
 * A dashboard history (purchases, transactions): a row each, newest first, whose last two cells
 * are the same: View Details, and Download of the receipt (said unavailable while there is none).
 */
export function HistoryTable<Row extends { id: string }>({
  table,
  rows,
  cells,
  of,
  receiptOf,
  onDetails,
}: {
  table: { caption: string; columns: readonly string[]; empty: string; minWidth: string };
  rows: Row[];
  /** The row's own cells, before View Details and Download. */
  cells: (row: Row) => ReactNode;
  /** What a screen reader hears the row's buttons are about: "order 3", "transaction 5KX…". */
  of: (row: Row) => string;
  receiptOf: (row: Row) => string | null;
  onDetails: (id: string) => void;
}) {
  return (
    <DataTable {...table}>
      {rows.map((row) => {
        const receiptId = receiptOf(row);
        return (
          <tr key={row.id}>
            {cells(row)}
            <td className={td}>
              <button type="button" className={rowButton} onClick={() => onDetails(row.id)}>
                View Details<span className="sr-only"> of {of(row)}</span>
              </button>
            </td>
            <td className={td}>
              <DownloadButton
                className={rowButton}
                unavailable={receiptId ? null : 'No receipt yet'}
                download={() => downloadReceipt(receiptId ?? '')}
              >
                Download<span className="sr-only"> receipt for {of(row)}</span>
              </DownloadButton>
            </td>
          </tr>
        );
      })}
    </DataTable>
  );
}
