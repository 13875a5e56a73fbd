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

/**
 * The assessment of DESIGN §8.1, line by line: what was asked, what is allowed and why any line
 * differs, then the totals. The same figures as `assessClaim` and the letters.
 */
/** Who pays whom, in the words of the one reading: the customer, their garage, or the claims team. */
const payerWords = {
  customer: { we: 'We pay the garage', they: 'You pay the garage' },
  garage: { we: 'We pay you', they: 'The customer pays you' },
  staff: { we: 'We pay the garage', they: 'The customer pays the garage' },
} as const;

export function AssessmentTable({
  assessment,
  caption,
  reader,
}: {
  assessment: AssessmentAnswer;
  caption: string;
  reader: keyof typeof payerWords;
}) {
  const t = assessment.totals;
  const words = payerWords[reader];
  return (
    <div className="space-y-3">
      <DataTable caption={caption} columns={['Line', 'Asked (ex VAT)', 'Allowed (ex VAT)', 'Why']} empty="No lines.">
        {assessment.lines.map((line) => (
          <tr key={line.index} data-testid="assessment-line">
            <td className={td}>
              <span className="font-semibold">{line.line.description}</span>
              <br />
              <span className="text-sm text-muted">{lineDetail(line)}</span>
            </td>
            <td className={td}>{formatPence(line.asked)}</td>
            <td className={td}>{formatPence(line.allowed)}</td>
            <td className={`${td} text-sm`}>{line.reasons.map((r) => r.message).join(' ') || 'Allowed in full.'}</td>
          </tr>
        ))}
      </DataTable>
      <dl className="grid max-w-md grid-cols-[1fr_auto] gap-x-6 gap-y-1" data-testid="assessment-totals">
        <dt>Allowed before VAT</dt>
        <dd className="text-right">{formatPence(t.allowedExVat)}</dd>
        <dt>VAT</dt>
        <dd className="text-right">{formatPence(t.vat)}</dd>
        {t.excess > 0 ? (
          <>
            <dt>Excess</dt>
            <dd className="text-right">−{formatPence(t.excess)}</dd>
          </>
        ) : null}
        {t.overLimit > 0 ? (
          <>
            <dt>Above the claim limit</dt>
            <dd className="text-right">−{formatPence(t.overLimit)}</dd>
          </>
        ) : null}
        <dt className="font-bold text-navy">{words.we}</dt>
        <dd className="text-right font-bold text-navy" data-testid="payable">
          {formatPence(t.payable)}
        </dd>
        <dt>{words.they}</dt>
        <dd className="text-right" data-testid="customer-pays">
          {formatPence(t.customerPays)}
        </dd>
      </dl>
      {assessment.notes.length > 0 ? (
        <ul className="list-disc pl-5 text-sm text-muted">
          {assessment.notes.map((note) => (
            <li key={note.code}>{note.message}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
