import { describe, expect, it } from 'vitest';
import { pricePaidLine } from './price-paid';

describe('pricePaidLine', () => {
  it('says the price was paid when it was paid in full', () => {
    expect(pricePaidLine(42400, null)).toEqual({ label: 'Price paid', value: '£424.00' });
  });

  it('says how much of a monthly price has been collected, never that it was paid', () => {
    expect(pricePaidLine(42400, 3537)).toEqual({
      label: 'Price',
      value: '£424.00, paid monthly: £35.37 collected so far',
    });
    expect(pricePaidLine(42400, 0)).toEqual({ label: 'Price', value: '£424.00, paid monthly: nothing collected yet' });
    expect(pricePaidLine(42400, 42400).value).toBe('£424.00, paid monthly: £424.00 collected so far');
  });
});
