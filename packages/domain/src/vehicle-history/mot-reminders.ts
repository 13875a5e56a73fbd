import { addYears, daysBetween } from '../dates/calendar-date';
import { formatDashboardDate } from '../warranty/warranty-dates';
import type { MotHistory } from './mot-history';
import { FIRST_MOT_AFTER_YEARS, latestExpiry, type MotStatus } from './mot-status';

/**
 * MOT reminders from the DVSA record (DESIGN §9.3, issue #38): for cover in force, an e-mail 30 days
 * and 7 days before the vehicle's MOT runs out, none once a newer pass is on record, and the
 * "MOT due on …" line of the dashboard's warranty card. Pure: `today` is always passed in.
 */

export const motReminderKinds = ['30-days', '7-days'] as const;
export type MotReminderKind = (typeof motReminderKinds)[number];

/** How many days before the MOT due date each reminder goes. */
export const MOT_REMINDER_DAYS: Record<MotReminderKind, number> = { '30-days': 30, '7-days': 7 };

/**
 * The day the vehicle's next MOT is due by on a DVSA record: the latest pass's expiry (its
 * certificate is current up to and including that day). A vehicle never tested (too new) has its
 * first MOT due on the DVSA's `motTestDueDate`, else on the third anniversary of its first
 * registration (ours, or the DVSA's first-use date). Null when the record tells us neither.
 */
export function motDueDate(history: MotHistory, firstRegistered: string | null): string | null {
  const expiry = latestExpiry(history);
  if (expiry) return expiry;
  if (history.tests.length === 0 && history.motTestDueDate) return history.motTestDueDate;
  const registered = firstRegistered ?? history.firstUsedDate;
  return registered ? addYears(registered, FIRST_MOT_AFTER_YEARS) : null;
}

/** What we hold of a vehicle's MOT: the newest DVSA record kept, and the status the sale relied on. */
export interface KnownMot {
  /** The newest record the DVSA gave us for the registration (null: none kept). */
  record: MotHistory | null;
  /** The MOT status kept with the warranty from the check it was sold on (null: none). */
  atSale: MotStatus | null;
  /** The vehicle's first registration date (ISO), as our lookup gave it. */
  firstRegistered: string | null;
}

/**
 * The MOT due date from what we hold: the newest DVSA record; without one, the status kept at the
 * sale; without either (no DVSA record at all), the first MOT, 3 years from first registration,
 * while that is still ahead of `today` (an older vehicle with no record: unknown, null).
 */
export function knownMotDue({ record, atSale, firstRegistered }: KnownMot, today: string): string | null {
  if (record) return motDueDate(record, firstRegistered);
  if (atSale?.status === 'valid') return atSale.expires;
  if (atSale?.status === 'not-yet-due') return atSale.due;
  if (atSale?.status === 'expired') return atSale.dueSince;
  const firstMot = firstRegistered ? addYears(firstRegistered, FIRST_MOT_AFTER_YEARS) : null;
  return firstMot && firstMot > today ? firstMot : null;
}

/** A reminder to send: which one, for which MOT due date. */
export interface MotReminder {
  kind: MotReminderKind;
  due: string;
}

/**
 * The reminder due on `today` for an MOT due on `due`: the 7-day one from 7 days before up to the
 * day itself, the 30-day one from 30 days before until the 7-day one takes over (so a day the job
 * missed is caught up, and a vehicle sold with 10 days to go hears at once). None after the day,
 * nor more than 30 days ahead. Each is sent once per due date (the job's unique row).
 */
export function motReminderDue(due: string | null, today: string): MotReminder | null {
  if (!due) return null;
  const days = daysBetween(today, due);
  if (days < 0 || days > MOT_REMINDER_DAYS['30-days']) return null;
  return { kind: days <= MOT_REMINDER_DAYS['7-days'] ? '7-days' : '30-days', due };
}

/**
 * The reminder to send once the DVSA's record has been read again just before: due by what we held,
 * it goes only if the fresh record still gives that due date. A newer pass moves the due date on
 * (a year later: no reminder now); no fresh record (no answer, no record) leaves what we held.
 */
export function motReminderAfterRefresh(
  held: MotReminder,
  fresh: MotHistory | null,
  firstRegistered: string | null,
  today: string,
): MotReminder | null {
  const due = fresh ? motDueDate(fresh, firstRegistered) : held.due;
  return motReminderDue(due, today);
}

/**
 * The warranty card's line, its date as the dashboard writes dates (dd/MM/yy): "MOT due on
 * 14/03/27", or, once that day has gone by with no pass since on the record we hold, says so.
 */
export function motDueLine(due: string, today: string): string {
  return due >= today
    ? `MOT due on ${formatDashboardDate(due)}`
    : `MOT due since ${formatDashboardDate(due)}: no newer pass on the DVSA record we hold`;
}
