import type { PaymentProviderId } from '../payments/orders';
import { formatPence } from '../pricing/money';

/**
 * Staff's refund of one collected instalment (DESIGN §8.2) goes back the way the money came: a
 * Direct Debit collection through GoCardless, an instalment missed and then paid by card through
 * PayPal's refund of that card payment. These are the words the back office and the API both use.
 */

/** The company that made the payment and so makes its refund, as staff know it. */
export const refundThrough: Record<PaymentProviderId, string> = {
  gocardless: 'GoCardless',
  paypal: 'PayPal',
};

/** Where the money goes back to, as staff tell the customer. */
const refundedTo: Record<PaymentProviderId, string> = {
  gocardless: "the customer's bank account",
  paypal: "the customer's card or PayPal account",
};

export interface InstalmentRefundText {
  /** The action's button. */
  button: string;
  /** The confirmation staff read before it is made. */
  confirm: string;
  /** What the API answers once it is made. */
  done: string;
}

export function instalmentRefundText(number: number, amount: number, paidBy: PaymentProviderId): InstalmentRefundText {
  const through = refundThrough[paidBy];
  return {
    button: paidBy === 'paypal' ? `Refund instalment ${number} (paid by card)` : `Refund instalment ${number}`,
    confirm:
      paidBy === 'paypal'
        ? `Instalment ${number} (${formatPence(amount)}) was paid by card after its Direct Debit collection failed. It will be refunded in full to ${refundedTo.paypal} through PayPal, from that card payment.`
        : `Instalment ${number} (${formatPence(amount)}) will be refunded in full to ${refundedTo.gocardless} through GoCardless.`,
    done: `Instalment ${number} (${formatPence(amount)}) has been refunded through ${through}.`,
  };
}
