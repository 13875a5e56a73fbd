import { describe, expect, it } from 'vitest';
import { isGbVatNumber, normaliseVatNumber } from './vat-number';

describe('GB VAT registration numbers', () => {
  it.each([
    ['GB980780684', 'older series'],
    ['GB434031494', 'older series'],
    ['GB123456782', 'older series'],
    ['GB123456727', 'newer series (9755)'],
    ['123456727', 'without the prefix'],
    ['gb 980 7806 84', 'lower case with spaces'],
    ['GB980780684001', 'a branch suffix'],
    ['GBGD001', 'a government department'],
    ['GBHA500', 'a health authority'],
    ['GB001234547', 'older-series check digits below 010 0000'],
  ])('accepts %s (%s)', (input) => {
    expect(isGbVatNumber(input)).toBe(true);
  });

  it.each([
    ['GB123456789', 'wrong check digits'],
    ['GB980780685', 'one digit off'],
    ['GB000000000', 'all zeros'],
    ['GB12345678', 'eight digits'],
    ['GB1234567890', 'ten digits'],
    ['GBGD500', 'a government department from 500'],
    ['GBHA499', 'a health authority below 500'],
    ['FR12345678901', 'another country'],
    ['GB0001234AB', 'letters'],
    ['', 'nothing'],
    ['GB012345620', 'older-series check digits in a range never issued (012 3456)'],
  ])('refuses %s (%s)', (input) => {
    expect(isGbVatNumber(input)).toBe(false);
  });

  it('normalises to upper case with the GB prefix and no spaces', () => {
    expect(normaliseVatNumber(' gb 980 7806 84 ')).toBe('GB980780684');
    expect(normaliseVatNumber('980-780-684')).toBe('GB980780684');
  });
});
