import type { Transfer } from '@kestrel/domain/schemas/transfers';
import { transferStatusAt, transferStatusLabels } from '@kestrel/domain/warranty/transfer-rules';
import type { WarrantyTransferRow } from '../../db/schema';

/** A transfer as the holder (and, with more beside it, staff) see it; a pending one past its link's life reads expired. */
export function transferView(row: WarrantyTransferRow, now: Date): Transfer {
  const status = transferStatusAt(row.status, row.expiresAt, now);
  return {
    id: row.id,
    warrantyId: row.warrantyId,
    status,
    statusLabel: transferStatusLabels[status],
    saleDate: row.saleDate,
    saleMileage: row.saleMileage,
    newOwnerName: row.newOwnerName,
    newOwnerEmail: row.newOwnerEmail,
    feePence: row.feePence,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    refusalReason: row.refusalReason,
  };
}
