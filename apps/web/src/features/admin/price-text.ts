import { pricePaidLine } from '@kestrel/domain/payments/price-paid';

/** A warranty's price and, paid monthly, what has been collected of it (the API's `monthlyCollected`). */
interface Priced {
  amount: number;
  monthlyCollected: number | null;
}

/** The warranty page's row: "Price paid" / "£424.00", or "Price" / "£424.00, paid monthly: £35.37 collected so far". */
export function priceRow({ amount, monthlyCollected }: Priced): [string, string] {
  const line = pricePaidLine(amount, monthlyCollected);
  return [line.label, line.value];
}

/** The work queue's "Price" cell: the same words as the warranty page and the certificate. */
export const queuePrice = ({ amount, monthlyCollected }: Priced): string =>
  pricePaidLine(amount, monthlyCollected).value;
