/**
 * A number as en-GB writes it, with a comma between each group of three digits: 1234567 →
 * "1,234,567", -1500 → "-1,500", 2.5 → "2.5". Written out rather than with Intl for the reason
 * given in london-date.ts (a page's first Intl call loads the ICU data); property-tested against
 * Intl (numbers.test.ts). Fractions are kept as JavaScript writes them, up to three places as
 * Intl would round them.
 */
export function groupDigits(n: number): string {
  if (!Number.isFinite(n)) throw new RangeError(`Not a finite number: ${n}`);
  const rounded = Number.isInteger(n) ? Math.abs(n) : Math.round(Math.abs(n) * 1000) / 1000;
  const [whole = '0', fraction] = String(rounded).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const sign = n < 0 && rounded !== 0 ? '-' : '';
  return `${sign}${grouped}${fraction ? `.${fraction}` : ''}`;
}
