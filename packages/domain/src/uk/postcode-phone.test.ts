import { describe, expect, it } from 'vitest';
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import full from 'libphonenumber-js/metadata.max.json';
import { parseUkPhone } from './phone';
import metadata44 from './phone-metadata-44.json';
import { plus44Metadata } from './phone-metadata';
import { isUkPostcode, normalisePostcode } from './postcode';

describe('UK postcodes', () => {
  it.each([
    'SW1A 1AA',
    'sw1a1aa',
    'M1 1AE',
    'B33 8TH',
    'CR2 6XH',
    'DN55 1PT',
    'W1A 0AX',
    'EC1A 1BB',
    'GIR 0AA',
    'LS1 4DL',
  ])('%s is valid', (postcode) => expect(isUkPostcode(postcode)).toBe(true));

  it.each(['', 'X1 1AA', 'SW1A', '12345', 'SW1A 1AAA', 'QQ1 1AA', 'M1 1CI'])('%j is not', (postcode) =>
    expect(isUkPostcode(postcode)).toBe(false),
  );

  it.each([
    ['sw1a1aa', 'SW1A 1AA'],
    [' m1  1ae ', 'M1 1AE'],
  ])('%j is written %s', (input, output) => expect(normalisePostcode(input)).toBe(output));
});

describe('UK phone numbers', () => {
  it.each([
    ['07911 123456', '+447911123456'],
    ['+44 7911 123456', '+447911123456'],
    ['020 7946 0958', '+442079460958'],
    ['0161 496 0000', '+441614960000'],
    ['0800 123 4567', '+448001234567'],
  ])('%s is valid as %s', (input, e164) => expect(parseUkPhone(input)?.e164).toBe(e164));

  // Ofcom's drama numbers are deliberately invalid (CONTRACTS.md §5).
  it.each(['', '12345', '07700 900123', '01632 960001', '+33 1 23 45 67 89', 'phone'])('%j is not', (input) =>
    expect(parseUkPhone(input)).toBeNull(),
  );

  it('uses the +44 part of the installed libphonenumber metadata (else: npx tsx packages/domain/scripts/uk-phone-metadata.ts)', () => {
    expect(metadata44).toEqual(JSON.parse(JSON.stringify(plus44Metadata(full))));
  });

  // The subset decides exactly as the full metadata does, for UK numbers and for any other.
  it.each([
    '07911 123456',
    '07700 900123',
    '01481 123456',
    '01534 123456',
    '01624 123456',
    '0300 123 4567',
    '0845 46 47',
    '+353 1 234 5678',
    '+1 212 555 0100',
    '+44 20 7946 0958 ext 12',
  ])('%j: the same answer as the full metadata', (input) => {
    const phone = parsePhoneNumberFromString(input, 'GB');
    const expected = phone?.isValid() && phone.countryCallingCode === '44' ? phone.number : undefined;
    expect(parseUkPhone(input)?.e164).toBe(expected);
  });
});
