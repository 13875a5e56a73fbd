import { instalmentAmounts } from '@kestrel/domain/direct-debit/instalments';
import { describe, expect, it } from 'vitest';
import { monthlyText } from './monthly-text';

const amounts = instalmentAmounts(72_007, 12);

describe('what the payment step says about paying monthly', () => {
  it('sends a first purchase to set up a Direct Debit on the bank-details page', () => {
    const text = monthlyText({ mandate: 'new', mandate_reference: null }, 72_007, amounts);
    expect(text.button).toBe('Set up a Direct Debit of £60.07 a month');
    expect(text.schedule).toContain('£720.07 in 12 monthly payments by Direct Debit, interest-free');
    expect(text.schedule).toContain('the first of £60.07, then 11 of £60.00');
    expect(text.next).toContain("GoCardless's secure page");
  });

  it('says a renewal is paid by the existing Direct Debit: no bank-details page, nothing taken today', () => {
    const text = monthlyText({ mandate: 'existing', mandate_reference: 'KESTREL-7Q2X' }, 72_007, amounts);
    expect(text.button).toBe('Pay £60.07 a month by your existing Direct Debit');
    expect(text.busy).not.toContain('bank details page');
    expect(text.schedule).toContain('by the Direct Debit you already have with us');
    expect(text.next).toContain('You do not need to give your bank details again');
    expect(text.next).toContain('reference KESTREL-7Q2X on your bank statement');
    expect(text.next).toContain('Nothing is taken today.');
    expect(`${text.schedule} ${text.button} ${text.next}`).not.toMatch(
      /set up a Direct Debit|GoCardless's secure page/i,
    );
  });

  it('says each payment is the same when the price divides evenly', () => {
    const text = monthlyText({ mandate: 'existing', mandate_reference: null }, 72_000, instalmentAmounts(72_000, 12));
    expect(text.schedule).toContain('interest-free: 12 of £60.00 each.');
    expect(text.next).toContain('collected by your existing Direct Debit, protected');
  });
});
