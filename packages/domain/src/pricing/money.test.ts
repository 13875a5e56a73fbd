import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatPence, formatPrice } from './money';

describe('money formats', () => {
  it.each([
    [34900, '£349.00', '£349'],
    [34950, '£349.50', '£349.50'],
    [100, '£1.00', '£1'],
    [123456, '£1,234.56', '£1,234.56'],
    [200000, '£2,000.00', '£2,000'],
  ])('%i pence → %s and %s', (pence, exact, price) => {
    expect(formatPence(pence)).toBe(exact);
    expect(formatPrice(pence)).toBe(price);
  });
});

describe('money formats against Intl', () => {
  const pounds = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });
  const whole = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP', maximumFractionDigits: 0 });

  it('formatPence writes every whole number of pence as Intl en-GB does', () => {
    fc.assert(
      fc.property(fc.integer({ min: -100_000_000_00, max: 100_000_000_00 }), (pence) => {
        expect(formatPence(pence)).toBe(pounds.format(pence / 100));
      }),
    );
  });

  it('formatPrice drops the pence only from whole pounds', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_00 }), (pence) => {
        expect(formatPrice(pence)).toBe(pence % 100 === 0 ? whole.format(pence / 100) : pounds.format(pence / 100));
      }),
    );
  });
});
