import { ukLongDate } from '../uk/long-date';

/** The claims record's figures in words, as the back office and "How we handle claims" give them. */

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** A duration in minutes, to two units at most: "under a minute", "12 minutes", "4 hours 5 minutes", "2 days 3 hours". */
export function durationWords(minutes: number | null): string {
  if (minutes === null) return 'None yet';
  if (minutes < 1) return 'under a minute';
  if (minutes < 60) return plural(minutes, 'minute');
  const hours = Math.floor(minutes / 60);
  if (hours < 24)
    return minutes % 60 ? `${plural(hours, 'hour')} ${plural(minutes % 60, 'minute')}` : plural(hours, 'hour');
  const days = Math.floor(hours / 24);
  return hours % 24 ? `${plural(days, 'day')} ${plural(hours % 24, 'hour')}` : plural(days, 'day');
}

/** A share as a whole percentage ("87%"); "None yet" when there is nothing to share out. */
export const percentWords = (share: number | null): string =>
  share === null ? 'None yet' : `${Math.round(share * 100)}%`;

/** "12 (75%)": a part of a whole and its share. */
export const partWords = (part: number, whole: number): string =>
  whole === 0 ? String(part) : `${part} (${percentWords(part / whole)})`;

/** The month of a London day: "2026-11-23" → "November 2026". */
const monthWords = (day: string): string => ukLongDate(day).replace(/^\d+ /, '');

/** A run of whole months in words: "November 2026"; "December 2025 to November 2026". */
export function monthsWords(range: { from: string; to: string }): string {
  const [from, to] = [monthWords(range.from), monthWords(range.to)];
  return from === to ? from : `${from} to ${to}`;
}
