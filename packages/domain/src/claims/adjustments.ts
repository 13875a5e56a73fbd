import { formatPence } from '../pricing/money';
import type { ClaimAssessment } from './assess-claim';
import { notesOf, totalsOf } from './claim-totals';
import { lineReasons } from './line-reasons';

/**
 * The claims team's part in the assessment (DESIGN §8.1): lower a line with a reason, never raise
 * one above what the rules allow; and the server's check that an authorisation stays within the
 * assessed total. Both pure, so the back office shows the same answer the server enforces.
 */

export interface LineAdjustment {
  /** The line's index in the estimate. */
  line: number;
  /** The new allowed amount, pence ex VAT. */
  allowed: number;
  /** Why, in words the customer and the garage will read. */
  reason: string;
}

export interface AdjustmentError {
  line: number;
  message: string;
}

export type AdjustmentResult = { ok: true; assessment: ClaimAssessment } | { ok: false; errors: AdjustmentError[] };

function problemOf(adjustment: LineAdjustment, assessment: ClaimAssessment): string | null {
  const line = assessment.lines[adjustment.line];
  if (!line) return 'There is no such line on the estimate.';
  if (!Number.isInteger(adjustment.allowed) || adjustment.allowed < 0) {
    return 'Enter the amount allowed as a whole number of pence, 0 or more.';
  }
  if (adjustment.allowed > line.rulesAllowed) {
    return `The rules allow at most ${formatPence(line.rulesAllowed)} for this line; a line can only be lowered.`;
  }
  if (!adjustment.reason.trim()) return 'Give the reason for lowering this line.';
  return null;
}

/**
 * The assessment with the claims team's adjustments applied to the rules' figures. The list is the
 * whole set for the claim (one per line at most; a later one for the same line replaces an earlier
 * one), so an adjustment can be undone by leaving it out. Refused as a whole if any is invalid.
 */
export function applyAdjustments(
  assessment: ClaimAssessment,
  adjustments: readonly LineAdjustment[],
): AdjustmentResult {
  const errors = adjustments.flatMap((adjustment) => {
    const message = problemOf(adjustment, assessment);
    return message ? [{ line: adjustment.line, message }] : [];
  });
  if (errors.length > 0) return { ok: false, errors };
  const byLine = new Map(adjustments.map((adjustment) => [adjustment.line, adjustment]));
  const lines = assessment.lines.map((line) => {
    const adjustment = byLine.get(line.index);
    const rulesReasons = line.reasons.filter((r) => r.code !== 'adjusted');
    if (!adjustment || adjustment.allowed === line.rulesAllowed) {
      return { ...line, allowed: line.rulesAllowed, reasons: rulesReasons };
    }
    return {
      ...line,
      allowed: adjustment.allowed,
      reasons: [...rulesReasons, lineReasons.adjusted(adjustment.reason.trim())],
    };
  });
  const totals = totalsOf(lines, assessment.basis);
  return { ok: true, assessment: { ...assessment, lines, totals, notes: notesOf(totals, assessment.basis) } };
}

export type AuthorisationCheck = { ok: true } | { ok: false; message: string };

/**
 * Whether staff may authorise `amount` pence (VAT included) on this assessment: a whole, positive
 * number of pence no greater than the assessed total payable. The server refuses anything else.
 */
export function authorisationWithinRules(amount: number, assessment: ClaimAssessment): AuthorisationCheck {
  const payable = assessment.totals.payable;
  if (!Number.isInteger(amount) || amount <= 0) {
    return { ok: false, message: 'Enter the amount to authorise as a whole number of pence, more than 0.' };
  }
  if (amount > payable) {
    return {
      ok: false,
      message: `The rules allow at most ${formatPence(payable)} on this claim, so ${formatPence(amount)} cannot be authorised.`,
    };
  }
  return { ok: true };
}
