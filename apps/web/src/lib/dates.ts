import { ukLongDate } from '@kestrel/domain/uk/long-date';

/** 2026-11-22 (or an instant on that date, as front matter gives it) → 22 November 2026 (content pages and posts). */
export function formatLongDate(isoDate: string): string {
  return ukLongDate(isoDate.slice(0, 10));
}
