import { addYears } from '../dates/calendar-date';
import type { MotHistory, MotTest } from './mot-history';

/** A vehicle needs its first MOT on the third anniversary of its first registration (Great Britain). */
export const FIRST_MOT_AFTER_YEARS = 3;

export type MotStatus =
  /** A pass whose certificate runs to `expires` (inclusive). */
  | { status: 'valid'; expires: string }
  /** Needs an MOT and has none current: `expired` is when the last one ran out (null: never had one). */
  | { status: 'expired'; expired: string | null; dueSince: string }
  /** Too new to need one yet; `due` when its first is due. */
  | { status: 'not-yet-due'; due: string };

/** The latest test by completion time, or null. */
export function latestTest(history: MotHistory): MotTest | null {
  return history.tests.at(-1) ?? null;
}

/** The latest expiry of any pass: a pass before a later fail still counts until it runs out. */
export function latestExpiry(history: MotHistory): string | null {
  return history.tests.reduce<string | null>(
    (latest, test) => (test.expiryDate && (!latest || test.expiryDate > latest) ? test.expiryDate : latest),
    null,
  );
}

/**
 * The vehicle's MOT status on `today` (ISO dates). `firstRegistered` is the vehicle lookup's date;
 * the DVSA's first-use date stands in when it is missing.
 */
export function motStatus(history: MotHistory, firstRegistered: string | null, today: string): MotStatus {
  const expiry = latestExpiry(history);
  if (expiry && expiry >= today) return { status: 'valid', expires: expiry };
  const registered = firstRegistered ?? history.firstUsedDate;
  const due =
    history.tests.length === 0 && history.motTestDueDate
      ? history.motTestDueDate
      : registered
        ? addYears(registered, FIRST_MOT_AFTER_YEARS)
        : today;
  if (!expiry && due > today) return { status: 'not-yet-due', due };
  return { status: 'expired', expired: expiry, dueSince: expiry ?? due };
}
