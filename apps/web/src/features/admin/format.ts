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

/** "£12.50" → 1250; null when the text is not an amount of money in pounds and pence. */
export function poundsToPence(text: string): number | null {
  const match = /^£?\s*(\d{1,6})(?:\.(\d{1,2}))?$/.exec(text.trim().replace(/,/g, ''));
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0'));
}
