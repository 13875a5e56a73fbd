import { describe, expect, it } from 'vitest';
import { payNowButton, payNowLines } from './pay-now-text';

describe('what a card payment on a warranty covers', () => {
  it('names the missed monthly payments and the balance, then the total charged', () => {
    const due = { arrears: 6007, balance: 4800, total: 10_807 };
    expect(payNowLines(due)).toEqual([
      ['Missed monthly payments', '£60.07'],
      ['Balance due after inspection', '£48.00'],
      ['Total to pay now', '£108.07'],
    ]);
    expect(payNowButton(due, 'with PayPal')).toBe('Pay £108.07 now with PayPal');
  });

  it('shows one line when only one thing is owed', () => {
    expect(payNowLines({ arrears: 0, balance: 4800, total: 4800 })).toEqual([
      ['Balance due after inspection', '£48.00'],
    ]);
    expect(payNowLines({ arrears: 6007, balance: 0, total: 6007 })).toEqual([['Missed monthly payments', '£60.07']]);
  });

  it('says nothing is owed as a zero total', () => {
    expect(payNowLines({ arrears: 0, balance: 0, total: 0 })).toEqual([['Total to pay now', '£0.00']]);
  });
});
