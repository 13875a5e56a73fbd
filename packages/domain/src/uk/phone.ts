import { parsePhoneNumberFromString, type MetadataJson } from 'libphonenumber-js/core';
import metadata from './phone-metadata-44.json';

/**
 * UK phone numbers (CONTRACTS.md §5): mobile, landline or non-geographic numbers on the +44 plan
 * that libphonenumber accepts as valid. Stored in E.164 (+447911123456). The full metadata's +44
 * part is used (phone-metadata.ts): the smaller sets cannot tell valid mobile ranges apart, and
 * no other calling code is ever valid here.
 */
export function parseUkPhone(input: string): { e164: string; national: string } | null {
  const phone = parsePhoneNumberFromString(input.trim(), 'GB', metadata as MetadataJson);
  // +44 covers Great Britain, Northern Ireland, Guernsey, Jersey and the Isle of Man.
  if (!phone || !phone.isValid() || phone.countryCallingCode !== '44') return null;
  return { e164: phone.number, national: phone.formatNational() };
}

export function isUkPhone(input: string): boolean {
  return parseUkPhone(input) !== null;
}
