import type { ClaimTotals } from './claim-totals';

/**
 * The amounts of an assessed claim as the letter and every claim page state them (issue #36), in
 * one order, so the differences add up to what the customer pays: what the garage asks with VAT;
 * what is allowed before VAT and its VAT; what the excess and the claim limit take off; any amount
 * the claims team authorised below what the rules allow; what we pay; and the rest of what the
 * garage asks, which the customer pays it.
 */

export const claimAmountKeys = [
  'askedTotal',
  'allowedExVat',
  'vat',
  'excess',
  'overLimit',
  'belowRules',
  'wePay',
  'theyPay',
] as const;
export type ClaimAmountKey = (typeof claimAmountKeys)[number];

export interface ClaimAmount {
  key: ClaimAmountKey;
  /** Pence; a deduction is positive here and shown with a minus sign. */
  pence: number;
}

/** Who reads the amounts: the customer, their garage, or the claims team. */
export type ClaimAmountReader = 'customer' | 'garage' | 'staff';

/** The amounts that come off what is allowed: shown with a minus sign. */
export const deductions: ReadonlySet<ClaimAmountKey> = new Set(['excess', 'overLimit', 'belowRules']);

/**
 * The claim's amounts from its totals and, once authorised, the amount authorised (which may be
 * below what the rules allow, never above): the excess, the claim limit's cut and the shortfall
 * below the rules appear only when there is one.
 */
export function claimAmounts(totals: ClaimTotals, authorisedAmount: number | null): ClaimAmount[] {
  const wePay = authorisedAmount ?? totals.payable;
  const optional = (key: ClaimAmountKey, pence: number): ClaimAmount[] => (pence > 0 ? [{ key, pence }] : []);
  return [
    { key: 'askedTotal', pence: totals.askedTotal },
    { key: 'allowedExVat', pence: totals.allowedExVat },
    { key: 'vat', pence: totals.vat },
    ...optional('excess', totals.excess),
    ...optional('overLimit', totals.overLimit),
    ...optional('belowRules', totals.payable - wePay),
    { key: 'wePay', pence: wePay },
    { key: 'theyPay', pence: totals.askedTotal - wePay },
  ];
}

const sameForAll = (label: string) => ({ customer: label, garage: label, staff: label });

/** Each amount's label, in the words of the one reading it. */
export const claimAmountLabels: Record<ClaimAmountKey, Record<ClaimAmountReader, string>> = {
  askedTotal: {
    customer: "The garage's total, with VAT",
    garage: 'Your total, with VAT',
    staff: "The garage's total, with VAT",
  },
  allowedExVat: sameForAll('Allowed before VAT'),
  vat: sameForAll('VAT'),
  excess: sameForAll('Excess'),
  overLimit: sameForAll('Above the claim limit'),
  belowRules: sameForAll('Authorised below what the rules allow'),
  wePay: { customer: 'We pay the garage', garage: 'We pay you', staff: 'We pay the garage' },
  theyPay: { customer: 'You pay the garage', garage: 'The customer pays you', staff: 'The customer pays the garage' },
};

export interface ClaimAmountRow extends ClaimAmount {
  label: string;
  deduction: boolean;
}

/** The amounts as rows for `reader`: label, pence, and whether it comes off. */
export function claimAmountRows(amounts: readonly ClaimAmount[], reader: ClaimAmountReader): ClaimAmountRow[] {
  return amounts.map((amount) => ({
    ...amount,
    label: claimAmountLabels[amount.key][reader],
    deduction: deductions.has(amount.key),
  }));
}
