import { describe, expect, it } from 'vitest';
import { priceRow, queuePrice } from './price-text';

describe("staff pages' price of a warranty", () => {
  it('says "Price paid" only when the price was paid in full', () => {
    expect(priceRow({ amount: 42400, monthlyCollected: null })).toEqual(['Price paid', '£424.00']);
    expect(queuePrice({ amount: 42400, monthlyCollected: null })).toBe('£424.00');
  });

  it('says what has been collected of a monthly price, and never "paid" before any payment', () => {
    expect(priceRow({ amount: 42400, monthlyCollected: 3537 })).toEqual([
      'Price',
      '£424.00, paid monthly: £35.37 collected so far',
    ]);
    expect(queuePrice({ amount: 42400, monthlyCollected: 0 })).toBe('£424.00, paid monthly: nothing collected yet');
  });
});
