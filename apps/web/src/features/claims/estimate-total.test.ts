import { describe, expect, it } from 'vitest';
import { emptyEstimateLine } from './estimate-lines';
import { estimateTotal, rowAmount } from './estimate-total';

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
    });
    expect(estimateTotal([part, labour], 'GB 123 4567 89', 1_000_000)).toMatchObject({ vat: null });
    expect(estimateTotal([part, labour], 'GB980780684', 1_000_000)).toEqual({
      exVat: 36_850,
      vat: 7_370,
      total: 44_220,
      overLimit: false,
    });
  });

  it('says when the total is above the claim limit', () => {
    expect(estimateTotal([part, labour], '', 36_850).overLimit).toBe(false);
    expect(estimateTotal([part, labour], '', 36_849).overLimit).toBe(true);
  });
});
