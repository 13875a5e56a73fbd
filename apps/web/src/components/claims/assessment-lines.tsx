import type { AssessmentAnswer } from '@kestrel/domain/schemas/claim-answers';
import { formatPence } from '@kestrel/domain/pricing/money';
import { DataTable, td } from '~/components/ui/data-table';

type Line = AssessmentAnswer['lines'][number];

/** The part a part or labour line is for, as a sentence reads it ("Clutch", "a part not on our list"). */
const partPhrase = (line: Extract<Line['line'], { part: string }>, partLabel: string | null) =>
  line.part === 'not-listed' ? 'a part not on our list' : (partLabel ?? 'a part');

/** How an estimate line reads: its description, and what it is ("Clutch", "2 h at £80.00"). */
export function lineDetail({ line, partLabel }: Line): string {
  switch (line.kind) {
    case 'part': {
      const part = partPhrase(line, partLabel);
      return `${part.charAt(0).toUpperCase()}${part.slice(1)} · ${line.quantity} × ${formatPence(line.unitPrice)}`;
    }
    case 'labour':
      return `Labour on ${partPhrase(line, partLabel)} · ${line.hours} h at ${formatPence(line.ratePerHour)}`;
    case 'diagnosis':
      return `Diagnosis · ${line.hours} h at ${formatPence(line.ratePerHour)}`;
    case 'car-hire':
      return `Car hire · ${line.days} days at ${formatPence(line.ratePerDay)}`;
    case 'onward-travel':
      return 'Onward travel';
  }
}

/** Why a line is paid as it is, in the assessment's words. */
export const lineWhy = (line: Line) => line.reasons.map((r) => r.message).join(' ') || 'Allowed in full.';

/** The headings of the lines' figures: the same words on the table and on the cards. */
export const lineColumns = ['Line', 'Asked (ex VAT)', 'Allowed (ex VAT)', 'Why'] as const;

function LineName({ line }: { line: Line }) {
  return (
    <>
      <span className="block font-semibold text-navy">{line.line.description}</span>
      <span className="block text-sm font-normal text-muted">{lineDetail(line)}</span>
    </>
  );
}

/** The lines as a table, each row headed by its line, for a wide container. */
export function AssessmentLineTable({ lines, caption }: { lines: readonly Line[]; caption: string }) {
  return (
    <DataTable caption={caption} columns={lineColumns} empty="No lines." minWidth="min-w-0" fitsPhone>
      {lines.map((line) => (
        <tr key={line.index} data-testid="assessment-line">
          <th scope="row" className={`${td} text-left`}>
            <LineName line={line} />
          </th>
          <td className={`${td} whitespace-nowrap`}>{formatPence(line.asked)}</td>
          <td className={`${td} whitespace-nowrap`}>{formatPence(line.allowed)}</td>
          <td className={`${td} text-sm`}>{lineWhy(line)}</td>
        </tr>
      ))}
    </DataTable>
  );
}

/**
 * The lines as a list of cards for a narrow container (WCAG 1.4.10): each line's name, then its
 * figures and reason as a description list, so every value is read out with its label.
 */
export function AssessmentLineCards({ lines, caption }: { lines: readonly Line[]; caption: string }) {
  if (lines.length === 0) return <p className="text-muted">No lines.</p>;
  return (
    <ol aria-label={caption} className="space-y-3">
      {lines.map((line) => (
        <li key={line.index} className="rounded-xl border border-line bg-white p-3" data-testid="assessment-card">
          <LineName line={line} />
          <dl className="mt-2 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
            <dt className="text-muted">{lineColumns[1]}</dt>
            <dd className="text-right font-semibold">{formatPence(line.asked)}</dd>
            <dt className="text-muted">{lineColumns[2]}</dt>
            <dd className="text-right font-semibold">{formatPence(line.allowed)}</dd>
            <dt className="col-span-2 text-muted">{lineColumns[3]}</dt>
            <dd className="col-span-2 break-words">{lineWhy(line)}</dd>
          </dl>
        </li>
      ))}
    </ol>
  );
}
