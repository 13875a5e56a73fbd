import { statusLabels } from '@kestrel/domain/warranty/warranty-status';
import type { WarrantyStatus } from '@kestrel/domain/schemas/purchase';
import { UK_TIME_ZONE } from '@kestrel/domain/uk/london-date';

const dateTime = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: UK_TIME_ZONE,
});

/** An instant as staff read it, in UK time: "23 Nov 2026, 14:05". */
export function ukDateTime(iso: string): string {
  return dateTime.format(new Date(iso));
}

export const warrantyStatusLabel = (status: string) => statusLabels[status as WarrantyStatus] ?? status;

export { poundsToPence } from '~/lib/pounds';
