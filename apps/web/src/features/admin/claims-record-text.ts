import type { ClaimsRecordAnswer } from '@kestrel/domain/schemas/claims-record';
import { declineReason } from '@kestrel/domain/claims/decline-reasons';
import { durationWords, monthsWords, partWords, percentWords } from '@kestrel/domain/claims/record-words';
import { ukLongDate } from '@kestrel/domain/uk/long-date';

type Figures = ClaimsRecordAnswer['weeks'][number];

/** "Week of 23 November 2026"; "November 2026"; "December 2025 to November 2026". */
export function periodName(figures: Pick<Figures, 'from' | 'to'>, kind: 'week' | 'month'): string {
  return kind === 'week' ? `Week of ${ukLongDate(figures.from)}` : monthsWords(figures);
}

/** A promise's figure in a period: "3 of 4 (75%)"; "None due". */
function kept(figures: Figures, frame: Figures['timeFrames'][number]['frame']): string {
  const f = figures.timeFrames.find((t) => t.frame === frame);
  return !f || f.due === 0 ? 'None due' : `${f.met} of ${f.due} (${percentWords(f.share)})`;
}

/** "Median 12 minutes; 90% within 2 days 3 hours". */
function timing(d: Figures['estimateToDecision']): string {
  return d.count === 0 ? 'None yet' : `${durationWords(d.medianMinutes)}; 90% within ${durationWords(d.p90Minutes)}`;
}

/** The record's columns, each a heading and a period's figure in words, in the table's order. */
export const recordColumns: { heading: string; value: (figures: Figures) => string }[] = [
  { heading: 'Made', value: (f) => String(f.claimsMade) },
  { heading: 'Decided', value: (f) => String(f.decided) },
  { heading: 'Automatically', value: (f) => partWords(f.decidedAutomatically, f.decided) },
  { heading: 'By a person', value: (f) => partWords(f.decidedByPerson, f.decided) },
  { heading: 'Reversed', value: (f) => String(f.reversed) },
  { heading: 'Authorised', value: (f) => String(f.authorised) },
  {
    heading: 'Declined',
    value: (f) =>
      f.declined === 0
        ? '0'
        : `${f.declined}: ${f.declinedByReason.map((r) => `${declineReason(r.reason).label} ${r.count}`).join('; ')}`,
  },
  { heading: 'Withdrawn', value: (f) => String(f.withdrawn) },
  { heading: 'Estimate to decision (median; 90th percentile)', value: (f) => timing(f.estimateToDecision) },
  { heading: 'Invoice to payment (median; 90th percentile)', value: (f) => timing(f.invoiceToPayment) },
  { heading: 'Garage contacted in time', value: (f) => kept(f, 'garageContact') },
  { heading: 'Decided in time', value: (f) => kept(f, 'decision') },
  { heading: 'Paid in time', value: (f) => kept(f, 'payment') },
  { heading: 'Complaints received', value: (f) => String(f.complaintsReceived) },
  {
    heading: 'Complaints upheld / partly / not',
    value: (f) => `${f.complaintsUpheld} / ${f.complaintsPartlyUpheld} / ${f.complaintsNotUpheld}`,
  },
];
