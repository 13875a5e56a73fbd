import type { ClaimTimeFramesAnswer } from '@kestrel/domain/schemas/claim-time-frames';
import type { NextStepAnswer } from '@kestrel/domain/schemas/claim-answers';
import { ukLongDate } from '@kestrel/domain/uk/long-date';

type Frame = ClaimTimeFramesAnswer['promises'][number]['id'];
type Figure = ClaimTimeFramesAnswer['figures'][number];

/** "2026-11" → "November 2026". */
export const monthName = (month: string) => ukLongDate(`${month}-01`).replace(/^1 /, '');

/** One promise in one month: "3 of 4 (75%)"; "None due" when nothing fell due. */
export function figureText(figure: Pick<Figure, 'due' | 'met' | 'share'> | undefined): string {
  if (!figure || figure.due === 0 || figure.share === null) return 'None due';
  return `${figure.met} of ${figure.due} (${Math.round(figure.share * 100)}%)`;
}

/** The figures as table rows: one a month, newest first, each promise's figure by its id. */
export function monthRows(figures: readonly Figure[]): { month: string; byFrame: Partial<Record<Frame, Figure>> }[] {
  const months = [...new Set(figures.map((f) => f.month))].sort().reverse();
  return months.map((month) => ({
    month,
    byFrame: Object.fromEntries(figures.filter((f) => f.month === month).map((f) => [f.frame, f])),
  }));
}

/**
 * The day the staff queue shows for a claim: the day we owe its next step by, and whether it has
 * passed; null when it is not our turn or we promised no day (the cell shows a dash).
 */
export function dueDay(step: NextStepAnswer): { day: string; overdue: boolean } | null {
  if (step.by !== 'us' || step.dueOn === null) return null;
  return { day: ukLongDate(step.dueOn), overdue: step.overdue };
}
