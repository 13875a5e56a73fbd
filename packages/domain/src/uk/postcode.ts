/**
 * UK postcodes (CONTRACTS.md §5 (c), strict letter positions, plus GIR 0AA). Input is upper-cased
 * and spaces removed first; the answer is formatted with one space before the inward code.
 */
const POSTCODE =
  /^(?:GIR0AA|[A-PR-UWYZ][0-9][ABCDEFGHJKPSTUW]?[0-9][ABD-HJLNP-UW-Z]{2}|[A-PR-UWYZ][0-9]{2}[0-9][ABD-HJLNP-UW-Z]{2}|[A-PR-UWYZ][A-HK-Y][0-9][ABEHMNPRVWXY]?[0-9][ABD-HJLNP-UW-Z]{2}|[A-PR-UWYZ][A-HK-Y][0-9]{2}[0-9][ABD-HJLNP-UW-Z]{2})$/;

export function normalisePostcode(input: string): string {
  const compact = input.toUpperCase().replace(/\s+/g, '');
  return compact.length > 3 ? `${compact.slice(0, -3)} ${compact.slice(-3)}` : compact;
}

export function isUkPostcode(input: string): boolean {
  return POSTCODE.test(input.toUpperCase().replace(/\s+/g, ''));
}
