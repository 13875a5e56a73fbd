import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { groupDigits } from './numbers';

describe('groupDigits', () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [1000, '1,000'],
    [1234567, '1,234,567'],
    [-1500, '-1,500'],
    [2.5, '2.5'],
    [1500.25, '1,500.25'],
  ])('%d → %s', (n, text) => {
    expect(groupDigits(n)).toBe(text);
  });

  it('writes every whole number as Intl en-GB does', () => {
    fc.assert(
      fc.property(fc.integer({ min: -Number.MAX_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER }), (n) => {
        expect(groupDigits(n)).toBe(n.toLocaleString('en-GB'));
      }),
    );
  });

  it('writes amounts of pounds and pence as Intl en-GB does', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_00 }), (pence) => {
        expect(groupDigits(pence / 100)).toBe((pence / 100).toLocaleString('en-GB'));
      }),
    );
  });

  it('refuses what is not a finite number', () => {
    expect(() => groupDigits(Number.NaN)).toThrow(RangeError);
    expect(() => groupDigits(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});
