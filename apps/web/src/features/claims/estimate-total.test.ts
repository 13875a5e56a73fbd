import { describe, expect, it } from 'vitest';
import { emptyEstimateLine } from './estimate-lines';
import { estimateTotal, limitLeftWords, rowAmount } from './estimate-total';

const part = { ...emptyEstimateLine('part'), quantity: '2', unitPrice: '£120.50' };
const labour = { ...emptyEstimateLine('labour'), hours: '1.5', ratePerHour: '85' };

describe('the estimate running total', () => {
  it('prices each kind of row, and a half-filled row as nothing', () => {
    expect(rowAmount(part)).toBe(24_100);
    expect(rowAmount(labour)).toBe(12_750);
    expect(rowAmount({ ...emptyEstimateLine('diagnosis'), hours: '0.25', ratePerHour: '70' })).toBe(1_750);
    expect(rowAmount({ ...emptyEstimateLine('car-hire'), days: '3', ratePerDay: '30' })).toBe(9_000);
    expect(rowAmount({ ...emptyEstimateLine('onward-travel'), amount: '45.99' })).toBe(4_599);
    expect(rowAmount(emptyEstimateLine('labour'))).toBe(0);
    expect(rowAmount({ ...part, unitPrice: 'abc' })).toBe(0);
    expect(rowAmount({ ...part, quantity: '-1' })).toBe(0);
  });

  it('adds VAT at 20% only for a valid GB VAT number', () => {
    expect(estimateTotal([part, labour], '', 1_000_000)).toEqual({
      exVat: 36_850,
      vat: null,
      total: 36_850,
      overLimit: false,
      toSpare: 963_150,
    });
    expect(estimateTotal([part, labour], 'GB 123 4567 89', 1_000_000)).toMatchObject({ vat: null });
    expect(estimateTotal([part, labour], 'GB980780684', 1_000_000)).toEqual({
      exVat: 36_850,
      vat: 7_370,
      total: 44_220,
      overLimit: false,
      toSpare: 955_780,
    });
  });

  it('says when the total is above the claim limit left', () => {
    expect(estimateTotal([part, labour], '', 36_850).overLimit).toBe(false);
    expect(estimateTotal([part, labour], '', 36_849).overLimit).toBe(true);
  });

  it('says in words how the estimate so far compares with the claim limit left, as lines are added', () => {
    const left = 40_000;
    expect(limitLeftWords(estimateTotal([], '', left), left)).toBe(
      'Within the claim limit left for this claim, £400.00 including VAT: £400.00 to spare.',
    );
    expect(limitLeftWords(estimateTotal([part], '', left), left)).toBe(
      'Within the claim limit left for this claim, £400.00 including VAT: £159.00 to spare.',
    );
    expect(limitLeftWords(estimateTotal([part, labour], '', 36_850), 36_850)).toBe(
      'Within the claim limit left for this claim, £368.50 including VAT: £0.00 to spare.',
    );
    expect(limitLeftWords(estimateTotal([part, labour], '', left), left)).toBe(
      'Within the claim limit left for this claim, £400.00 including VAT: £31.50 to spare.',
    );
    expect(limitLeftWords(estimateTotal([part, labour], 'GB980780684', left), left)).toBe(
      'Over the claim limit left for this claim, £400.00 including VAT, by £42.20. We cannot pay more than the limit; the customer pays the rest.',
    );
  });
});
