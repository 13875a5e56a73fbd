import { londonToday } from './london-date';

const months = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const isoDate = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A calendar date in UK long form: "2026-11-23" → "23 November 2026". Written out rather than
 * with Intl (see london-date.ts); property-tested against Intl (long-date.test.ts).
 */
export function ukLongDate(date: string): string {
  const match = isoDate.exec(date);
  const at = new Date(`${date}T00:00:00Z`);
  if (!match || Number.isNaN(at.getTime())) throw new RangeError(`Not an ISO calendar date: ${date}`);
  return `${at.getUTCDate()} ${months[at.getUTCMonth()]} ${at.getUTCFullYear()}`;
}

/** The UK calendar date (London time) on which an instant falls, in long form. */
export function ukLongDateAt(instant: Date): string {
  return ukLongDate(londonToday(instant));
}
