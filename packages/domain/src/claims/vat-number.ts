/**
 * GB VAT registration numbers (DESIGN §8.1, CONTRACTS §5): a garage that charges VAT on a claim
 * gives one, and VAT is added only when its check digits are right. The check is HMRC's, written
 * here rather than taken from a package:
 *
 * - 9 digits (or 12: the 9 and a 3-digit branch suffix, which carries no check). Weight digits 1–7
 *   by 8, 7, 6, 5, 4, 3, 2, and add digits 8–9 read as one number (the check, 00–96).
 * - Older numbers ("modulus 97"): the sum is a multiple of 97, and the first seven digits are not
 *   in the ranges HMRC never issued under it (010 0000–099 9999, 949 0001–970 0000, and 999 0001
 *   upwards).
 * - Newer numbers ("9755"): the sum plus 55 is a multiple of 97, and the first seven digits are
 *   above 100 0000.
 * - Government departments `GD` + 3 digits below 500; health authorities `HA` + 3 digits from 500.
 *
 * Examples: GB980780684, GB434031494 and GB123456782 (older series) and GB123456727 (newer series)
 * are valid; GB123456789, GB980780685 and GB000000000 are not.
 */

const WEIGHTS = [8, 7, 6, 5, 4, 3, 2] as const;
const FORM = /^(?:GB)?(?:(\d{9})(\d{3})?|GD(\d{3})|HA(\d{3}))$/;

/** Upper case, without spaces, dots or dashes, with the `GB` prefix: ` gb 980 7806 84` → `GB980780684`. */
export function normaliseVatNumber(input: string): string {
  const compact = input.toUpperCase().replace(/[\s.-]+/g, '');
  return compact.startsWith('GB') ? compact : `GB${compact}`;
}

/** Whether the nine digits pass HMRC's modulus 97 or 9755 check within the issued ranges. */
function nineDigitsValid(digits: string): boolean {
  const first7 = Number(digits.slice(0, 7));
  const check = Number(digits.slice(7));
  if (Number(digits) === 0 || check > 96) return false;
  const weighted = WEIGHTS.reduce((sum, weight, i) => sum + weight * Number(digits[i]), 0);
  const olderSeries =
    (weighted + check) % 97 === 0 &&
    first7 < 9_990_001 &&
    (first7 < 100_000 || first7 > 999_999) &&
    (first7 < 9_490_001 || first7 > 9_700_000);
  const newerSeries = (weighted + check + 55) % 97 === 0 && first7 > 1_000_000;
  return olderSeries || newerSeries;
}

/** Whether `input` is a valid GB VAT registration number (spaces and the GB prefix optional). */
export function isGbVatNumber(input: string): boolean {
  const match = FORM.exec(normaliseVatNumber(input));
  if (!match) return false;
  const [, nine, , government, health] = match;
  if (nine !== undefined) return nineDigitsValid(nine);
  if (government !== undefined) return Number(government) < 500;
  return Number(health) >= 500;
}
