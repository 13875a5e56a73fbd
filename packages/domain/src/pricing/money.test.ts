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
