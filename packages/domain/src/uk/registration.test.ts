import { describe, expect, it } from 'vitest';
import { isUkRegistration, normaliseRegistration, plateStyle, registrationFormat } from './registration';

describe('normaliseRegistration', () => {
  it.each([
    ['ab12 cde', 'AB12CDE'],
    [' km12-akk ', 'KM12AKK'],
    ['a123 bcd', 'A123BCD'],
  ])('%s → %s', (input, expected) => {
    expect(normaliseRegistration(input)).toBe(expected);
  });
});

describe('registrationFormat', () => {
  it.each([
    ['AB12CDE', 'current'],
    ['AA19AAA', 'current'],
    ['KM12 AKK', 'current'],
    ['BD51 SMR', 'current'],
    ['A123 BCD', 'prefix'],
    ['P456XYZ', 'prefix'],
    ['L2WPS', 'prefix'],
    ['KLM321D', 'suffix'],
    ['1 ABC', 'dateless'],
    ['ABC 123', 'dateless'],
    ['AIZ 1234', 'dateless'],
  ] as const)('%s is %s', (input, format) => {
    expect(registrationFormat(input)).toBe(format);
  });

  it.each(['', 'A', 'AB00CDE', 'QQ12ABC', 'AB12CDEF', '12345678', 'ABCD', '1234', 'AB12 CD!E1'])(
    '%s is not a UK registration',
    (input) => {
      expect(isUkRegistration(input)).toBe(false);
    },
  );
});

describe('plateStyle', () => {
  it.each([
    ['ab12cde', 'AB12 CDE'],
    ['KD05ABC', 'KD05 ABC'],
    ['A123BCD', 'A123 BCD'],
    ['a1bcd', 'A1 BCD'],
    ['ABC123D', 'ABC 123D'],
    ['ABC1', 'ABC 1'],
    ['1ABC', '1 ABC'],
    ['not a plate', 'NOTAPLATE'],
  ])('%s → %s', (input, expected) => {
    expect(plateStyle(input)).toBe(expected);
  });
});
