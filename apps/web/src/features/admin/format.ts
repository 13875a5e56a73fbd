import { statusLabels } from '@kestrel/domain/warranty/warranty-status';
import type { WarrantyStatus } from '@kestrel/domain/schemas/purchase';

/** An instant as staff read it, in UK time: "23 Nov 2026, 14:05". */
export { ukDateTime } from '@kestrel/domain/uk/london-date';

/** Whether a value (of the audit log, say) names a warranty status. */
const isWarrantyStatus = (value: string): value is WarrantyStatus => Object.hasOwn(statusLabels, value);

/** A warranty status in words; anything else as it is. */
export const warrantyStatusLabel = (status: string) => (isWarrantyStatus(status) ? statusLabels[status] : status);

export { poundsToPence } from '~/lib/pounds';
