import { claimAmountRows, type ClaimAmountKey, type ClaimAmountReader } from '@kestrel/domain/claims/claim-amounts';
import type { AssessmentAnswer } from '@kestrel/domain/schemas/claim-answers';
import { formatPence } from '@kestrel/domain/pricing/money';
import { AssessmentLineCards, AssessmentLineTable } from './assessment-lines';

/** The amounts a test reads by id: the garage's total, what we pay and what the customer pays. */
const amountTestIds: Partial<Record<ClaimAmountKey, string>> = {
  askedTotal: 'asked-total',
  wePay: 'payable',
  theyPay: 'customer-pays',
};

/**
 * The assessment of DESIGN §8.1, line by line: what was asked, what is allowed and why any line
 * differs, then the amounts the letter states, in its order, from the server's answer
 * (`claimAmounts`). The lines are a table where there is room, and a list of cards in a narrow
 * container (a phone, or a narrow column), so nothing scrolls sideways; only one is ever shown,
 * and so read.
 */
export function AssessmentTable({
  assessment,
  caption,
  reader,
}: {
  assessment: AssessmentAnswer;
  caption: string;
  reader: ClaimAmountReader;
}) {
  return (
    <div className="@container space-y-3" data-testid="assessment">
      <div className="hidden @3xl:block">
        <AssessmentLineTable lines={assessment.lines} caption={caption} />
      </div>
      <div className="@3xl:hidden">
        <AssessmentLineCards lines={assessment.lines} caption={caption} />
      </div>
      <dl className="grid max-w-md grid-cols-[minmax(0,1fr)_auto] gap-x-6 gap-y-1" data-testid="assessment-totals">
        {claimAmountRows(assessment.amounts, reader).map((row) => {
          const strong = row.key === 'wePay' ? 'font-bold text-navy' : '';
          return (
            <div key={row.key} className="contents">
              <dt className={strong}>{row.label}</dt>
              <dd className={`text-right whitespace-nowrap ${strong}`} data-testid={amountTestIds[row.key]}>
                {row.deduction ? '−' : ''}
                {formatPence(row.pence)}
              </dd>
            </div>
          );
        })}
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
