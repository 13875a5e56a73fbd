import { formatPence } from '@kestrel/domain/pricing/money';
import type { EstimateFormLine } from '../estimate-lines';
import { estimateTotal } from '../estimate-total';

/**
 * The estimate's total as the garage writes it (issue #36), announced politely as it changes:
 * what it asks ex VAT, with VAT when a valid VAT number is given, and a plain warning above the
 * claim limit. Before our assessment: the rules may allow less.
 */
export function EstimateRunningTotal({
  lines,
  vatNumber,
  claimLimit,
}: {
  lines: readonly EstimateFormLine[];
  vatNumber: string;
  claimLimit: number;
}) {
  const total = estimateTotal(lines, vatNumber, claimLimit);
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
      {total.overLimit ? (
        <p className="mt-2 font-semibold text-danger">
          Warning: this is above the claim limit of {formatPence(claimLimit)} including VAT. We cannot pay more than the
          limit; the customer pays the rest.
        </p>
      ) : null}
    </div>
  );
}
