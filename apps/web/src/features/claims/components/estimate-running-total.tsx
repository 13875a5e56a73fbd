import { formatPence } from '@kestrel/domain/pricing/money';
import type { EstimateFormLine } from '../estimate-lines';
import { estimateTotal, limitLeftWords } from '../estimate-total';

/**
 * The estimate's total as the garage writes it (issue #36), announced politely as it changes:
 * what it asks ex VAT, with VAT when a valid VAT number is given, and how that compares with the
 * claim limit left for this claim (within it, with what is to spare, or over it, by how much). Before
 * our assessment: the rules may allow less.
 */
export function EstimateRunningTotal({
  lines,
  vatNumber,
  claimLimitLeft,
}: {
  lines: readonly EstimateFormLine[];
  vatNumber: string;
  /** Pence, VAT included, from the server (`cover.claimLimitLeft`). */
  claimLimitLeft: number;
}) {
  const total = estimateTotal(lines, vatNumber, claimLimitLeft);
  return (
    <div aria-live="polite" className="rounded-xl bg-surface p-4" data-testid="estimate-total">
      <p>
        Your estimate so far, before our assessment: <strong>{formatPence(total.exVat)} excluding VAT</strong>
        {total.vat === null ? (
          <>; no VAT is added without a valid VAT number.</>
        ) : (
          <>
            , <strong>{formatPence(total.total)} with VAT at 20%</strong>.
          </>
        )}
      </p>
      <p className={total.overLimit ? 'mt-2 font-semibold text-danger' : 'mt-2'} data-testid="limit-left">
        {limitLeftWords(total, claimLimitLeft)}
      </p>
    </div>
  );
}
