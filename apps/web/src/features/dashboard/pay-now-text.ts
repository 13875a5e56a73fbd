import { formatPence } from '@kestrel/domain/pricing/money';
import type { PayNowAnswer } from '@kestrel/domain/schemas/dashboard';

/**
 * The lines of a card payment on a warranty, as the server priced it: the missed monthly payments
 * (paid first), the balance due after inspection, and the total charged when there is more than one.
 */
export function payNowLines(due: PayNowAnswer): [label: string, amount: string][] {
  const lines: [string, string][] = [];
  if (due.arrears > 0) lines.push(['Missed monthly payments', formatPence(due.arrears)]);
  if (due.balance > 0) lines.push(['Balance due after inspection', formatPence(due.balance)]);
  if (lines.length !== 1) lines.push(['Total to pay now', formatPence(due.total)]);
  return lines;
}

/** The dialog's pay button: the total the server will charge. */
export const payNowButton = (due: PayNowAnswer, how: 'with PayPal' | 'by card') =>
  `Pay ${formatPence(due.total)} now ${how}`;
