/**
 * The Damm check digit (H. Michael Damm, 2004). Each digit moves an interim value through a
 * weakly totally anti-symmetric quasigroup of order 10 (the table below, from Damm's thesis):
 * start at 0, and for each digit d the interim becomes TABLE[interim][d]. The check digit is the
 * interim after the last digit; a number with its check digit appended leaves the interim at 0.
 *
 * Why this one: the check is a digit (nothing to misread over the phone, unlike mod 11's "X" or
 * mod 37's "*"), and it detects every single-digit error and every transposition of two adjacent
 * digits, the check digit included, which Luhn does not (it misses 09 ↔ 90).
 */
const TABLE: readonly (readonly number[])[] = [
  [0, 3, 1, 7, 5, 9, 8, 6, 4, 2],
  [7, 0, 9, 2, 1, 5, 4, 8, 6, 3],
  [4, 2, 0, 6, 8, 7, 1, 3, 5, 9],
  [1, 7, 5, 0, 9, 8, 3, 4, 2, 6],
  [6, 1, 2, 3, 0, 4, 5, 9, 7, 8],
  [3, 6, 7, 4, 2, 0, 9, 5, 8, 1],
  [5, 8, 6, 9, 7, 2, 0, 1, 3, 4],
  [8, 9, 4, 5, 3, 6, 2, 0, 1, 7],
  [9, 4, 3, 8, 6, 1, 7, 2, 0, 5],
  [2, 5, 8, 1, 4, 3, 6, 7, 9, 0],
];

function interim(digits: string): number {
  let value = 0;
  for (const character of digits) {
    const digit = character.charCodeAt(0) - 48;
    if (digit < 0 || digit > 9) throw new RangeError(`Not a digit: ${character}`);
    value = TABLE[value]![digit]!;
  }
  return value;
}

/** The check digit of a string of digits: "572" → "4". */
export function dammCheckDigit(digits: string): string {
  return String(interim(digits));
}

/** Whether a string of digits ends in its own check digit: "5724" → true. */
export function hasValidDammCheck(digitsWithCheck: string): boolean {
  return /^\d+$/.test(digitsWithCheck) && interim(digitsWithCheck) === 0;
}
