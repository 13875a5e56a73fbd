/** The time zone every UK date and time we show or decide by is read in. */
export const UK_TIME_ZONE = 'Europe/London';

const londonDate = new Intl.DateTimeFormat('en-CA', {
  timeZone: UK_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

let lastSecond = Number.NaN;
let lastDate = '';

/** The calendar date in the UK at an instant, as ISO yyyy-MM-dd (cover starts and ends on UK dates). */
export function londonToday(now: Date = new Date()): string {
  // The UK date changes only on a whole second (its offsets are whole hours), so the answer for
  // the second last asked is kept: one Intl call a second rather than one a quote (issue 21).
  const second = Math.floor(now.getTime() / 1000);
  if (second !== lastSecond) {
    lastSecond = second;
    lastDate = londonDate.format(now);
  }
  return lastDate;
}

const londonDateTime = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: UK_TIME_ZONE,
});

/** An instant as people in the UK read it, in UK time: "23 Nov 2026, 14:05". */
export function ukDateTime(instant: Date | string): string {
  return londonDateTime.format(typeof instant === 'string' ? new Date(instant) : instant);
}
