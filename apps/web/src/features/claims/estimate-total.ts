import { currentClaimRules, priceOfHours, vatOn } from '@kestrel/domain/claims/claim-rules';
import { isGbVatNumber } from '@kestrel/domain/claims/vat-number';
import { formatPence } from '@kestrel/domain/pricing/money';
import { poundsToPence } from '~/lib/pounds';
import type { EstimateFormLine } from './estimate-lines';

/**
 * The garage's running total while it writes the estimate (issue #36): what it asks, ex VAT, and
 * with VAT when its VAT number is a valid GB one (as the assessment decides). Zod-free so the
 * garage page computes it on every keystroke; a row not yet filled in counts nothing, never NaN.
 * It is what the garage asks, before our assessment, not what we pay.
 */
export interface EstimateTotal {
  exVat: number;
  /** Null when no VAT is added (no valid VAT number). */
  vat: number | null;
  total: number;
  /** The total (with VAT when added) is above the claim limit left. */
  overLimit: boolean;
  /** The claim limit left less the total: what is to spare, or (negative) how far over it is. */
  toSpare: number;
}

const count = (text: string): number | null => {
  const value = Number(text.trim());
  return text.trim() !== '' && Number.isFinite(value) && value >= 0 ? value : null;
};
const money = (text: string): number | null => (text.trim() === '' ? null : poundsToPence(text));

/** One row's asked amount in pence ex VAT; 0 while a figure is missing or unreadable. */
export function rowAmount(row: EstimateFormLine): number {
  const times = (n: number | null, pence: number | null) => (n === null || pence === null ? 0 : Math.round(n * pence));
  switch (row.kind) {
    case 'part':
      return times(count(row.quantity), money(row.unitPrice));
    case 'labour':
    case 'diagnosis': {
      const hours = count(row.hours);
      const rate = money(row.ratePerHour);
      return hours === null || rate === null ? 0 : priceOfHours(hours, rate);
    }
    case 'car-hire':
      return times(count(row.days), money(row.ratePerDay));
    case 'onward-travel':
      return money(row.amount) ?? 0;
  }
}

/** `limitLeft` is the claim limit left for this claim, VAT included, as the server tells it. */
export function estimateTotal(rows: readonly EstimateFormLine[], vatNumber: string, limitLeft: number): EstimateTotal {
  const exVat = rows.reduce((sum, row) => sum + rowAmount(row), 0);
  const vat = isGbVatNumber(vatNumber) ? vatOn(exVat, currentClaimRules) : null;
  const total = exVat + (vat ?? 0);
  return { exVat, vat, total, overLimit: total > limitLeft, toSpare: limitLeft - total };
}

/** How the estimate so far compares with the claim limit left, in words (the figure says it, not a colour). */
export function limitLeftWords(total: EstimateTotal, limitLeft: number): string {
  const left = `the claim limit left for this claim, ${formatPence(limitLeft)} including VAT`;
  if (!total.overLimit) return `Within ${left}: ${formatPence(total.toSpare)} to spare.`;
  return `Over ${left}, by ${formatPence(-total.toSpare)}. We cannot pay more than the limit; the customer pays the rest.`;
}
