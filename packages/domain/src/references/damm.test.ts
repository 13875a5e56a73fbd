import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dammCheckDigit, hasValidDammCheck } from './damm';

const digits = '0123456789';
const swapAt = (text: string, i: number) => text.slice(0, i) + text[i + 1] + text[i] + text.slice(i + 2);
const replaceAt = (text: string, i: number, character: string) => text.slice(0, i) + character + text.slice(i + 1);

describe('the Damm check digit', () => {
  it.each([
    ['572', '4'], // Damm's own worked example
    ['', '0'],
    ['0', '0'],
    ['1', '3'],
    ['126004213', '7'], // KW-26-0042137: the warranty code 1, year 26, sequence 004213
  ])('of %j is %s', (number, check) => {
    expect(dammCheckDigit(number)).toBe(check);
    expect(hasValidDammCheck(number + check)).toBe(true);
  });

  it.each(['5727', '5742', '', '57a4', '５７２４'])('%j does not pass', (text) => {
    expect(hasValidDammCheck(text)).toBe(false);
  });

  it('refuses to check anything but digits', () => {
    expect(() => dammCheckDigit('12a')).toThrow(RangeError);
  });

  it('catches every single-digit error and every adjacent swap, on every number of four digits', () => {
    let missed = 0;
    for (let n = 0; n < 10_000; n += 1) {
      const number = String(n).padStart(4, '0');
      const valid = number + dammCheckDigit(number);
      for (let i = 0; i < valid.length; i += 1) {
        for (const digit of digits)
          if (digit !== valid[i] && hasValidDammCheck(replaceAt(valid, i, digit))) missed += 1;
        if (i + 1 < valid.length && valid[i] !== valid[i + 1] && hasValidDammCheck(swapAt(valid, i))) missed += 1;
      }
    }
    expect(missed).toBe(0);
  });

  it('catches them on longer numbers too', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...digits), minLength: 1, maxLength: 20 }), (number) => {
        const valid = number + dammCheckDigit(number);
        expect(hasValidDammCheck(valid)).toBe(true);
        for (let i = 0; i < valid.length; i += 1) {
          for (const digit of digits) {
            if (digit !== valid[i]) expect(hasValidDammCheck(replaceAt(valid, i, digit))).toBe(false);
          }
          if (i + 1 < valid.length && valid[i] !== valid[i + 1])
            expect(hasValidDammCheck(swapAt(valid, i))).toBe(false);
        }
      }),
    );
  });
});
