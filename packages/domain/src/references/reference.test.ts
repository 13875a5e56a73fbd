import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatReference,
  isReference,
  MAX_REFERENCE_SEQUENCE,
  normaliseReference,
  parseReference,
  readReference,
  referenceKinds,
  type ReferenceKind,
} from './reference';

describe('formatReference', () => {
  it.each([
    ['warranty', 2026, 4213, 'KW-26-0042137'],
    ['order', 2026, 4213, 'KO-26-0042133'],
    ['receipt', 2026, 1, 'KR-26-0000015'],
    ['claim', 2027, 58, 'KC-27-0000589'],
    ['directDebit', 2030, 999_999, 'KD-30-9999997'],
    ['warranty', 2000, 10, 'KW-00-0000107'],
  ] as const)('%s %i number %i is %s', (kind, year, sequence, reference) => {
    expect(formatReference({ kind, year, sequence })).toBe(reference);
  });

  it.each([
    ['sequence 0', 2026, 0],
    ['a sequence past 999,999', 2026, MAX_REFERENCE_SEQUENCE + 1],
    ['a fractional sequence', 2026, 1.5],
    ['the year 1999', 1999, 1],
    ['the year 2100', 2100, 1],
  ])('refuses %s', (_label, year, sequence) => {
    expect(() => formatReference({ kind: 'warranty', year, sequence })).toThrow(RangeError);
  });
});

describe('parseReference', () => {
  it.each([
    ['KW-26-0042137', 'warranty'],
    ['kw-26-0042137', 'warranty'],
    [' KW 26 004213 7 ', 'warranty'],
    ['KW260042137', 'warranty'],
    ['kw–26—0042137', 'warranty'],
    ['KW_26_0042137', 'warranty'],
  ] as const)('reads %j as a %s reference', (text, kind) => {
    expect(parseReference(text)).toEqual({ kind, year: 2026, sequence: 4213, reference: 'KW-26-0042137' });
  });

  it.each([
    ['KW-26-0042138', 'check'], // the check digit mistyped
    ['KW-26-0042317', 'check'], // two digits swapped
    ['KO-26-0042137', 'check'], // the kind mistyped: an order's code is not a warranty's
    ['KW-62-0042137', 'check'],
    ['KX-26-0042137', 'format'],
    ['QW-26-0042137', 'format'],
    ['KW-26-004213', 'format'], // no check digit
    ['KW-26-00421370', 'format'], // a digit too many
    ['KW-26-042137', 'format'], // a digit dropped
    ['KW-26-O042137', 'format'], // a letter O for a zero
    ['KW-26-0000000', 'format'], // there is no reference number 0
    ['', 'format'],
    ['2d9239f7-03da-4c1e-9a61-5b7f1f0e4c2a', 'format'],
  ] as const)('refuses %j (%s)', (text, problem) => {
    expect(parseReference(text)).toBeNull();
    expect(readReference(text)).toEqual({ ok: false, problem });
  });

  it('tells a reference of one kind from another', () => {
    expect(isReference('KW-26-0042137', 'warranty')).toBe(true);
    expect(isReference('KW-26-0042137', 'claim')).toBe(false);
    expect(isReference('kw 26 0042137')).toBe(true);
    expect(isReference('KW-26-0042138')).toBe(false);
  });
});

const kindArb = fc.constantFrom(...(Object.keys(referenceKinds) as ReferenceKind[]));
const partsArb = fc.record({
  kind: kindArb,
  year: fc.integer({ min: 2000, max: 2099 }),
  sequence: fc.integer({ min: 1, max: MAX_REFERENCE_SEQUENCE }),
});
/** What a person might type for any character: every digit and letter, either case, a space and a dash. */
const typeable = [...'0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz -'];

const replaceAt = (text: string, i: number, character: string) => text.slice(0, i) + character + text.slice(i + 1);
const swapAt = (text: string, i: number) => text.slice(0, i) + text[i + 1] + text[i] + text.slice(i + 2);

describe('references (properties)', () => {
  it('read back as what was made, however they are spaced and cased', () => {
    fc.assert(
      fc.property(partsArb, fc.constantFrom(' ', '', '-', ' - '), fc.boolean(), (parts, separator, lower) => {
        const reference = formatReference(parts);
        const typed = reference.replace(/-/g, separator);
        expect(parseReference(lower ? typed.toLowerCase() : typed)).toEqual({ ...parts, reference });
        expect(normaliseReference(reference)).toHaveLength(11);
      }),
    );
  });

  it('never turn into another valid reference by one mistyped character', () => {
    fc.assert(
      fc.property(partsArb, (parts) => {
        const reference = formatReference(parts);
        for (let i = 0; i < reference.length; i += 1) {
          for (const character of typeable) {
            const typed = replaceAt(reference, i, character);
            const read = parseReference(typed);
            // Either refused, or the same reference (a dash typed as a space, a letter in lower case).
            if (read !== null) expect(read.reference, typed).toBe(reference);
          }
        }
      }),
      { numRuns: 300 },
    );
  }, 30_000);

  it('catch every mistyped character once spaces, dashes and case are set aside', () => {
    fc.assert(
      fc.property(partsArb, (parts) => {
        const compact = normaliseReference(formatReference(parts));
        for (let i = 0; i < compact.length; i += 1) {
          for (const character of typeable.slice(0, 36)) {
            if (character !== compact[i]) expect(parseReference(replaceAt(compact, i, character))).toBeNull();
          }
        }
      }),
      { numRuns: 300 },
    );
  }, 30_000);

  it('catch every swap of two neighbouring characters', () => {
    fc.assert(
      fc.property(partsArb, (parts) => {
        const reference = formatReference(parts);
        const compact = normaliseReference(reference);
        for (let i = 0; i + 1 < compact.length; i += 1) {
          if (compact[i] !== compact[i + 1]) expect(parseReference(swapAt(compact, i)), swapAt(compact, i)).toBeNull();
        }
        for (let i = 0; i + 1 < reference.length; i += 1) {
          const read = parseReference(swapAt(reference, i));
          // A dash swapped with its neighbour moves the grouping only; anything else is refused.
          if (read !== null) expect(read.reference).toBe(reference);
        }
      }),
      { numRuns: 300 },
    );
  }, 30_000);
});
