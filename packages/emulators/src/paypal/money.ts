/**
 * PayPal's money: `{currency_code, value}` with the value as a decimal string ("349.00").
 * The emulator keeps amounts in minor units (pence) and writes them back with two decimals.
 */
export interface Money {
  currency_code: string;
  value: string;
}

/** Currencies PayPal takes without decimals; every other one takes two. */
const NO_DECIMALS = new Set(['HUF', 'JPY', 'TWD']);
const VALUE_PATTERN = /^(\d+)(?:\.(\d+))?$/;
const CURRENCY_PATTERN = /^[A-Z]{3}$/;

export type ParsedMoney =
  | { ok: true; minor: number; currency: string }
  | {
      ok: false;
      issue: 'INVALID_CURRENCY_CODE' | 'INVALID_PARAMETER_SYNTAX' | 'DECIMAL_PRECISION' | 'CANNOT_BE_ZERO_OR_NEGATIVE';
      field: string;
    };

export const decimalsOf = (currency: string) => (NO_DECIMALS.has(currency) ? 0 : 2);

/** Reads an `amount` object as PayPal validates it; `field` is the JSON pointer to name in errors. */
export function parseMoney(input: unknown, field: string): ParsedMoney {
  const amount = (input ?? {}) as Partial<Record<'currency_code' | 'value', unknown>>;
  const currency = amount.currency_code;
  const value = amount.value;
  if (typeof currency !== 'string' || !CURRENCY_PATTERN.test(currency)) {
    return { ok: false, issue: 'INVALID_CURRENCY_CODE', field: `${field}/currency_code` };
  }
  if (typeof value !== 'string') return { ok: false, issue: 'INVALID_PARAMETER_SYNTAX', field: `${field}/value` };
  if (value.trim().startsWith('-')) return { ok: false, issue: 'CANNOT_BE_ZERO_OR_NEGATIVE', field: `${field}/value` };
  const match = VALUE_PATTERN.exec(value);
  if (!match || value.length > 32) return { ok: false, issue: 'INVALID_PARAMETER_SYNTAX', field: `${field}/value` };
  const places = decimalsOf(currency);
  const fraction = match[2] ?? '';
  if (fraction.length > places) return { ok: false, issue: 'DECIMAL_PRECISION', field: `${field}/value` };
  const minor = Number(match[1]) * 10 ** places + Number(fraction.padEnd(places, '0') || '0');
  if (!Number.isSafeInteger(minor)) return { ok: false, issue: 'INVALID_PARAMETER_SYNTAX', field: `${field}/value` };
  if (minor <= 0) return { ok: false, issue: 'CANNOT_BE_ZERO_OR_NEGATIVE', field: `${field}/value` };
  return { ok: true, minor, currency };
}

/** Minor units back to PayPal's string: 34900 → "349.00". */
export function formatValue(minor: number, currency: string): string {
  const places = decimalsOf(currency);
  if (places === 0) return String(minor);
  const whole = Math.floor(minor / 100);
  const pence = String(minor % 100).padStart(2, '0');
  return `${whole}.${pence}`;
}

export const money = (minor: number, currency: string): Money => ({
  currency_code: currency,
  value: formatValue(minor, currency),
});

/** For the buyer's page: £349.00, or 349.00 EUR for a currency without a symbol here. */
export function displayMoney(minor: number, currency: string): string {
  const symbols: Record<string, string> = { GBP: '£', EUR: '€', USD: '$' };
  const symbol = symbols[currency];
  return symbol ? `${symbol}${formatValue(minor, currency)}` : `${formatValue(minor, currency)} ${currency}`;
}
