import type { LevelId } from '../catalogue/levels';
import { formatPence } from '../pricing/money';
import { vatOn } from './claim-rules';

/**
 * A claim's totals from its lines (DESIGN §8.1 "VAT", "The limit"). Rounding: each line is whole
 * pence already (hours × rate rounded half-up per line); VAT is worked once per claim, on the total
 * allowed ex VAT, at the rules' rate, rounded half-up to the penny; the excess comes off the total
 * with VAT; the claim limit (VAT included) caps what is left. What the customer pays the garage is
 * what the garage asked, with VAT worked the same way, less what we pay.
 */

/** Everything the totals depend on besides the lines, kept with the assessment. */
export interface AssessmentBasis {
  level: LevelId;
  rulesVersion: number;
  /** Pence, VAT included. */
  claimLimit: number;
  /** Pence, VAT included. */
  excess: number;
  vatBasisPoints: number;
  /** A valid GB VAT number was given: VAT is added to what is asked and what is allowed. */
  vatRegistered: boolean;
  /** The garage's VAT number the VAT is added for (normalised, `GB980780684`); null when none is added. */
  vatNumber: string | null;
}

export interface ClaimTotals {
  /** What the garage asks, ex VAT, its VAT and the two together. */
  askedExVat: number;
  askedVat: number;
  askedTotal: number;
  /** What the rules (and any adjustment) allow, ex VAT, its VAT and the two together. */
  allowedExVat: number;
  vat: number;
  allowedTotal: number;
  /** The excess taken off (never more than the allowed total). */
  excess: number;
  /** What the claim limit removed. */
  overLimit: number;
  /** What we pay the garage: never negative, never above the claim limit or the asked total. */
  payable: number;
  /** What the customer pays the garage: everything asked that we do not pay. */
  customerPays: number;
}

export type ClaimNoteCode = 'no-vat' | 'excess' | 'claim-limit';

export interface ClaimNote {
  code: ClaimNoteCode;
  message: string;
}

/**
 * The claim limit left for a claim: what it can still be paid, VAT included. The plan's limit is
 * a limit on each claim, with no limit on the number of claims (the key facts' words), so what
 * earlier claims on the warranty were paid uses none of it: every claim has the whole limit. The
 * totals below cap what we pay with this, and the garage is told it before it estimates (issue #36),
 * so the two cannot disagree.
 */
export function claimLimitLeft(basis: Pick<AssessmentBasis, 'claimLimit'>): number {
  return basis.claimLimit;
}

export function totalsOf(lines: readonly { asked: number; allowed: number }[], basis: AssessmentBasis): ClaimTotals {
  const vatOf = (exVat: number) => (basis.vatRegistered ? vatOn(exVat, basis) : 0);
  const askedExVat = lines.reduce((sum, line) => sum + line.asked, 0);
  const allowedExVat = lines.reduce((sum, line) => sum + line.allowed, 0);
  const askedVat = vatOf(askedExVat);
  const vat = vatOf(allowedExVat);
  const allowedTotal = allowedExVat + vat;
  const excess = Math.min(basis.excess, allowedTotal);
  const afterExcess = allowedTotal - excess;
  const payable = Math.min(afterExcess, claimLimitLeft(basis));
  const askedTotal = askedExVat + askedVat;
  return {
    askedExVat,
    askedVat,
    askedTotal,
    allowedExVat,
    vat,
    allowedTotal,
    excess,
    overLimit: afterExcess - payable,
    payable,
    customerPays: askedTotal - payable,
  };
}

/** The claim-wide notes that explain the totals, in the order they apply. */
export function notesOf(totals: ClaimTotals, basis: AssessmentBasis): ClaimNote[] {
  const notes: ClaimNote[] = [];
  if (!basis.vatRegistered) {
    notes.push({
      code: 'no-vat',
      message: 'No valid VAT registration number was given for the garage, so no VAT is added.',
    });
  }
  if (totals.excess > 0) {
    notes.push({ code: 'excess', message: `The excess of ${formatPence(totals.excess)} is yours to pay.` });
  }
  if (totals.overLimit > 0) {
    notes.push({
      code: 'claim-limit',
      message: `Each claim is paid up to the claim limit of ${formatPence(basis.claimLimit)}, VAT included, so ${formatPence(totals.overLimit)} more is yours to pay.`,
    });
  }
  return notes;
}

/** How the assessment treats VAT, in words: the number it added VAT for, or that it added none. */
export function vatTreatment(basis: Pick<AssessmentBasis, 'vatNumber'>): string {
  return basis.vatNumber ? `${basis.vatNumber}: VAT added` : 'Not VAT-registered: no VAT added';
}
