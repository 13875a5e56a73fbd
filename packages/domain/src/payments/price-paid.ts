import { formatPence } from '../pricing/money';

/**
 * The price of a warranty as the certificate, the back office's warranty page and its work queue
 * show it (DESIGN §8.2). Paid in full, the price was paid: "£424.00". Paid monthly, it has not
 * been, so the line says how much of it has been collected: "£424.00, paid monthly: £35.37
 * collected so far". `monthlyCollected` is null for a warranty paid in full, else the pence of
 * its instalments collected (by Direct Debit or by card; refunded ones not).
 */
export interface PricePaidLine {
  /** The row's label: "Price paid" in full, "Price" when paid monthly. */
  label: string;
  value: string;
}

export function pricePaidLine(price: number, monthlyCollected: number | null): PricePaidLine {
  if (monthlyCollected === null) return { label: 'Price paid', value: formatPence(price) };
  const collected =
    monthlyCollected > 0 ? `${formatPence(monthlyCollected)} collected so far` : 'nothing collected yet';
  return { label: 'Price', value: `${formatPence(price)}, paid monthly: ${collected}` };
}
