import type { ClaimDecisionSettings } from '@kestrel/domain/claims/claim-decision-settings';
import type { PublishedRecord, RecordFigures } from '@kestrel/domain/claims/claims-record';
import { formatPrice } from '@kestrel/domain/pricing/money';
import { durationWords, monthsWords, partWords, percentWords } from '@kestrel/domain/claims/record-words';
import { siteConfig } from '@kestrel/domain/site/site-config';
import { ukLongDateAt } from '@kestrel/domain/uk/long-date';

/**
 * The figures of "How we handle claims" as the HTML the server puts into the prerendered page
 * (docs/claims-record.md): a table of last month and the last twelve months, or the empty state.
 * Every word is ours and every value a number or a date, escaped all the same.
 */

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const decisionShare = (figures: RecordFigures) => figures.timeFrames.find((f) => f.frame === 'decision')?.share ?? null;

/** The rows: what each figure is, and how to read it from a period's figures. */
const rows: { label: string; value: (figures: RecordFigures) => string }[] = [
  { label: 'Claims decided', value: (f) => String(f.decided) },
  { label: 'Decided automatically by our published rules', value: (f) => partWords(f.decidedAutomatically, f.decided) },
  { label: 'Decided by a claims handler', value: (f) => partWords(f.decidedByPerson, f.decided) },
  { label: 'Share of decided claims we agreed to pay', value: (f) => percentWords(f.authorisedShare) },
  {
    label: "Median time from the garage's complete estimate to our decision",
    value: (f) => durationWords(f.estimateToDecision.medianMinutes),
  },
  {
    label: `Decided within our promise of ${siteConfig.claimTimeFrames.decision} working days`,
    value: (f) => percentWords(decisionShare(f)),
  },
  { label: 'Complaints received', value: (f) => String(f.complaintsReceived) },
  { label: 'Complaints upheld, fully or in part', value: (f) => String(f.complaintsUpheld + f.complaintsPartlyUpheld) },
];

/** The automatic limit in force (site configuration, versioned), or that none is. */
function limitHtml(settings: ClaimDecisionSettings | null): string {
  return settings
    ? `<p data-testid="automatic-limit">Our automatic limit is ${escape(formatPrice(settings.automaticLimit))}, VAT included, ` +
        `in force since ${escape(ukLongDateAt(new Date(settings.effectiveFrom)))}: our rules authorise a claim on their own only up to it.</p>`
    : `<p data-testid="automatic-limit">No automatic limit is in force just now: a claims handler decides every claim.</p>`;
}

export function publishedRecordHtml(record: PublishedRecord, settings: ClaimDecisionSettings | null): string {
  const { lastMonth, lastTwelveMonths: year } = record;
  const when = `<p>Worked out from every claim and complaint on ${escape(ukLongDateAt(new Date(record.computedAt)))}, and again every hour.</p>`;
  const limit = limitHtml(settings);
  if (year.claimsMade === 0 && year.decided === 0 && year.complaintsReceived === 0) {
    return `${limit}<p data-testid="claims-record-empty">We have no claims to report yet: the figures appear here once the first claims have been decided.</p>${when}`;
  }
  const head = `<tr><th scope="col">Figure</th><th scope="col">Last month</th><th scope="col">Last twelve months</th></tr>`;
  const caption = `Last month is ${escape(monthsWords(lastMonth))}; the last twelve months are ${escape(monthsWords(year))}.`;
  const body = rows
    .map(
      (row) =>
        `<tr><th scope="row">${escape(row.label)}</th><td>${escape(row.value(lastMonth))}</td><td>${escape(row.value(year))}</td></tr>`,
    )
    .join('');
  return (
    limit +
    `<div class="table-scroll" role="region" tabindex="0" aria-label="Table: our figures">` +
    `<table data-testid="claims-record-table"><caption>${caption}</caption><thead>${head}</thead><tbody>${body}</tbody></table></div>${when}`
  );
}
