import { londonToday } from './london-date';

const longDate = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
const isoDate = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar date in UK long form: "2026-11-23" → "23 November 2026". */
export function ukLongDate(date: string): string {
  if (!isoDate.test(date)) throw new RangeError(`Not an ISO calendar date: ${date}`);
  return longDate.format(new Date(`${date}T00:00:00Z`));
}

/** The UK calendar date (London time) on which an instant falls, in long form. */
export function ukLongDateAt(instant: Date): string {
  return ukLongDate(londonToday(instant));
}
