import { describe, expect, it } from 'vitest';
import { claimAmountRows, claimAmounts, type ClaimAmount } from './claim-amounts';
import { totalsOf, vatTreatment, type AssessmentBasis } from './claim-totals';

const basis = (over: Partial<AssessmentBasis> = {}): AssessmentBasis => ({
  level: 'secure',
  rulesVersion: 1,
  claimLimit: 200_000,
  excess: 0,
  vatBasisPoints: 2_000,
  vatRegistered: true,
  vatNumber: 'GB980780684',
  ...over,
});

const pence = (amounts: ClaimAmount[]) => Object.fromEntries(amounts.map((a) => [a.key, a.pence]));

/** What comes off what is allowed with VAT, as the rows state it. */
function addsUp(amounts: ClaimAmount[]) {
  const p = pence(amounts);
  const off = (p.excess ?? 0) + (p.overLimit ?? 0) + (p.belowRules ?? 0);
  expect(p.allowedExVat! + p.vat! - off, 'allowed with VAT, less what comes off, is what we pay').toBe(p.wePay);
  expect(p.askedTotal! - p.wePay!, 'the rest of what the garage asks is what the customer pays').toBe(p.theyPay);
}

describe('claimAmounts: the amounts the letter and every claim page state', () => {
  // The walk's claim (issue #36): £1,798.00 asked ex VAT, £1,445.00 allowed, VAT-registered.
  const lines = [
    { asked: 120_000, allowed: 120_000 },
    { asked: 59_800, allowed: 24_500 },
  ];

  it("start from the garage's total with VAT and end with what we pay and what the customer pays", () => {
    const amounts = claimAmounts(totalsOf(lines, basis()), null);
    expect(amounts.map((a) => a.key)).toEqual(['askedTotal', 'allowedExVat', 'vat', 'wePay', 'theyPay']);
    expect(pence(amounts)).toEqual({
      askedTotal: 215_760,
      allowedExVat: 144_500,
      vat: 28_900,
      wePay: 173_400,
      theyPay: 42_360,
    });
    addsUp(amounts);
  });

  it('name the excess, the claim limit and an authorisation below the rules only when there is one', () => {
    const amounts = claimAmounts(totalsOf(lines, basis({ excess: 5_000, claimLimit: 150_000 })), 140_000);
    expect(amounts.map((a) => a.key)).toEqual([
      'askedTotal',
      'allowedExVat',
      'vat',
      'excess',
      'overLimit',
      'belowRules',
      'wePay',
      'theyPay',
    ]);
    expect(pence(amounts)).toMatchObject({ excess: 5_000, overLimit: 18_400, belowRules: 10_000, wePay: 140_000 });
    addsUp(amounts);
  });

  it('add no VAT for a garage that is not VAT-registered', () => {
    const amounts = claimAmounts(totalsOf(lines, basis({ vatRegistered: false, vatNumber: null })), 144_500);
    expect(pence(amounts)).toMatchObject({ askedTotal: 179_800, vat: 0, wePay: 144_500, theyPay: 35_300 });
    addsUp(amounts);
  });

  it('word who pays whom for the one reading, and mark what comes off', () => {
    const amounts = claimAmounts(totalsOf(lines, basis({ excess: 5_000 })), null);
    const rows = (reader: 'customer' | 'garage' | 'staff') =>
      claimAmountRows(amounts, reader).filter((r) => ['askedTotal', 'wePay', 'theyPay'].includes(r.key));
    expect(rows('customer').map((r) => r.label)).toEqual([
      "The garage's total, with VAT",
      'We pay the garage',
      'You pay the garage',
    ]);
    expect(rows('garage').map((r) => r.label)).toEqual(['Your total, with VAT', 'We pay you', 'The customer pays you']);
    expect(rows('staff').map((r) => r.label)).toEqual([
      "The garage's total, with VAT",
      'We pay the garage',
      'The customer pays the garage',
    ]);
    expect(
      claimAmountRows(amounts, 'customer')
        .filter((r) => r.deduction)
        .map((r) => r.key),
    ).toEqual(['excess']);
  });
});

describe('vatTreatment: the VAT number the assessment used, in words', () => {
  it('names the number VAT is added for, or says none is added', () => {
    expect(vatTreatment({ vatNumber: 'GB980780684' })).toBe('GB980780684: VAT added');
    expect(vatTreatment({ vatNumber: null })).toBe('Not VAT-registered: no VAT added');
  });
});
