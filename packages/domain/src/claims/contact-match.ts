import type { ContactMatch } from './risk-signals';

/**
 * How a garage's contact details are compared with a customer's (DESIGN §9.2 "Risk signals"):
 * each side normalised the same way, so "Jo@Example.com " and "jo@example.com", "+44 7911 123456"
 * and "07911 123456", "ls3 1hs" and "LS3 1HS" are one. The API's SQL applies the same rules
 * (risk-signals-repository.ts) to find other customers with one query.
 */

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

/** Digits only, the UK country code read as the leading 0. */
export const normalisePhone = (phone: string) => phone.replace(/\D/g, '').replace(/^44/, '0');

export const normalisePostcodeKey = (postcode: string) => postcode.replace(/\s/g, '').toUpperCase();

/** An address line as words: case, punctuation and spacing do not tell two addresses apart. */
export const normaliseAddress = (address: string) =>
  address
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

export interface ContactDetails {
  email: string;
  phone: string;
  address: string;
  postcode: string;
}

/**
 * Which details are the same. An address matches on the postcode and the address together: a
 * postcode alone is shared by a street, and a garage may well be in the customer's.
 */
export function contactMatches(garage: ContactDetails, person: ContactDetails): ContactMatch[] {
  const matches: ContactMatch[] = [];
  if (normaliseEmail(garage.email) === normaliseEmail(person.email)) matches.push('email');
  if (normalisePhone(garage.phone) === normalisePhone(person.phone)) matches.push('phone');
  if (
    normalisePostcodeKey(garage.postcode) === normalisePostcodeKey(person.postcode) &&
    normaliseAddress(garage.address) === normaliseAddress(person.address)
  ) {
    matches.push('address');
  }
  return matches;
}
