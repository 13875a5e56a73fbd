import { statusLabels } from '@kestrel/domain/warranty/warranty-status';
import type { WarrantyStatus } from '@kestrel/domain/schemas/purchase';

/** An instant as staff read it, in UK time: "23 Nov 2026, 14:05". */
export { ukDateTime } from '@kestrel/domain/uk/london-date';

export const warrantyStatusLabel = (status: string) => statusLabels[status as WarrantyStatus] ?? status;

export { poundsToPence } from '~/lib/pounds';
