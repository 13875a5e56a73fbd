import { describe, expect, it } from 'vitest';
import { monthlyHandoverWords, stillToPay, takeoverRefusal, takeoverWords } from './transfer-monthly';

const left = [
  { number: 11, amount: 3537, chargeDate: '2027-11-01' },
  { number: 12, amount: 3537, chargeDate: '2027-12-01' },
];

describe('a monthly plan on transfer', () => {
  it('sums what is still to pay', () => {
    expect(stillToPay(left)).toBe(7074);
    expect(stillToPay([])).toBe(0);
  });

  it.each([
    [left, ['£70.74', '2 instalments', 'takes them over', 'stops that day']],
    [left.slice(1), ['£35.37', 'one instalment', 'takes it over']],
  ])('tells the holder what the new owner takes over (%#)', (instalments, words) => {
    const text = monthlyHandoverWords(instalments);
    for (const word of words) expect(text).toContain(word);
  });

  it('tells the new owner what they pay, and from when', () => {
    const text = takeoverWords(left).join(' ');
    expect(text).toContain('£70.74');
    expect(text).toContain('on or after 1 November 2027');
    expect(text).toContain('Direct Debit Guarantee');
    expect(takeoverWords([])).toEqual([]);
  });

  it.each([
    [null, null],
    // Friday 5 November 2027: the next working day is Monday 8 November.
    [{ chargeDate: '2027-11-05', amount: 3537 }, 'from 8 November 2027'],
    // Friday 24 December 2027: the weekend, then Christmas Day and Boxing Day's bank holidays (27 and 28).
    [{ chargeDate: '2027-12-24', amount: 3537 }, 'from 29 December 2027'],
  ])('waits for a collection at the seller’s bank (%#)', (underWay, words) => {
    const refusal = takeoverRefusal(underWay);
    if (words === null) expect(refusal).toBeNull();
    else {
      expect(refusal).toContain('£35.37');
      expect(refusal).toContain(words);
    }
  });
});
