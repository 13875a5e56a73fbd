/**
 * Pence and PayPal's money strings. Integer arithmetic on the digits, never floating point:
 * 34900 ↔ "349.00". Only two-decimal currencies are used (GBP).
 */
const VALUE_PATTERN = /^(\d{1,13})(?:\.(\d{1,2}))?$/;

export function penceToValue(pence: number): string {
  if (!Number.isSafeInteger(pence) || pence < 0) throw new RangeError(`Not an amount in pence: ${pence}`);
  return `${Math.floor(pence / 100)}.${String(pence % 100).padStart(2, '0')}`;
}

/** "349.00" → 34900, "349.5" → 34950, "349" → 34900; null for anything else. */
export function valueToPence(value: string): number | null {
  const match = VALUE_PATTERN.exec(value);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}
