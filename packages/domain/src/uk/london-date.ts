/** The time zone every UK date and time we show or decide by is read in. */
export const UK_TIME_ZONE = 'Europe/London';

// UK time is worked out here rather than with Intl: a page's first Intl call loads the ICU data
// (about 30 ms of main thread on a fast machine, several times that on a phone), and these are
// the only time-zone rules we need. Property-tested against Intl (london-date.test.ts).

const HOUR = 3_600_000;

/** 01:00 UTC on the last Sunday of a month (monthIndex 0–11): when the UK's clocks change. */
function lastSundayAtOneUtc(year: number, monthIndex: number): number {
  const lastDay = new Date(Date.UTC(year, monthIndex + 1, 0));
  return Date.UTC(year, monthIndex, lastDay.getUTCDate() - lastDay.getUTCDay(), 1);
}

/**
 * The UK's offset from UTC at an instant: British Summer Time (+1 hour) from 01:00 UTC on the
 * last Sunday of March to 01:00 UTC on the last Sunday of October, Greenwich Mean Time otherwise
 * (the rule since 1996, and the one in force).
 */
export function ukOffsetMs(instant: Date): number {
  const t = instant.getTime();
  const year = instant.getUTCFullYear();
  return t >= lastSundayAtOneUtc(year, 2) && t < lastSundayAtOneUtc(year, 9) ? HOUR : 0;
}

/** An instant's UK wall-clock reading, as the UTC fields of a Date. */
function ukWallClock(instant: Date): Date {
  if (Number.isNaN(instant.getTime())) throw new RangeError('Invalid time value');
  return new Date(instant.getTime() + ukOffsetMs(instant));
}

const two = (n: number) => String(n).padStart(2, '0');

/** The calendar date in the UK at an instant, as ISO yyyy-MM-dd (cover starts and ends on UK dates). */
export function londonToday(now: Date = new Date()): string {
  const uk = ukWallClock(now);
  return `${uk.getUTCFullYear()}-${two(uk.getUTCMonth() + 1)}-${two(uk.getUTCDate())}`;
}

/** Months as en-GB writes them short ("Sept", as Intl's en-GB does since ICU 72). */
export const shortMonths = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'];

/** An instant as a UK date in short form: "23 Nov 2026". */
export function ukShortDate(instant: Date | string): string {
  const uk = ukWallClock(typeof instant === 'string' ? new Date(instant) : instant);
  return `${uk.getUTCDate()} ${shortMonths[uk.getUTCMonth()]} ${uk.getUTCFullYear()}`;
}

/** An instant as people in the UK read it, in UK time: "23 Nov 2026, 14:05". */
export function ukDateTime(instant: Date | string): string {
  const at = typeof instant === 'string' ? new Date(instant) : instant;
  const uk = ukWallClock(at);
  return `${ukShortDate(at)}, ${two(uk.getUTCHours())}:${two(uk.getUTCMinutes())}`;
}
