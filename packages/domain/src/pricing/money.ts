import { groupDigits } from '../uk/numbers';

/** Pounds and pence from a whole number of pence (a fraction of a penny rounds to the nearest). */
function parts(pence: number): { sign: string; pounds: string; pennies: number } {
  if (!Number.isFinite(pence)) throw new RangeError(`Not an amount of pence: ${pence}`);
  const whole = Math.round(Math.abs(pence));
  return {
    sign: pence < 0 && whole !== 0 ? '-' : '',
    pounds: groupDigits(Math.floor(whole / 100)),
    pennies: whole % 100,
  };
}

/** 34900 → "£349.00" (receipts, the order button); -150 → "-£1.50", as Intl's en-GB writes it. */
export function formatPence(pence: number): string {
  const { sign, pounds, pennies } = parts(pence);
  return `${sign}£${pounds}.${String(pennies).padStart(2, '0')}`;
}

/** 34900 → "£349"; 34950 → "£349.50" (prices shown in lists, which are whole pounds). */
export function formatPrice(pence: number): string {
  const { sign, pounds, pennies } = parts(pence);
  return pennies === 0 ? `${sign}£${pounds}` : formatPence(pence);
}
