import { displayMoney } from './money';
import type { EmulatedOrder } from './state';
import { demoBuyer } from './state';
import { escapeHtml, framedPage } from '../page-frame';

/* The buyer's pages, in the emulators' frame (no inline script or style; the buttons are forms). */
const DEFAULT_MERCHANT = 'Kestrel Warranties';

const frame = {
  brand: 'PayPal (emulator)<span class="badge">Test payments only</span>',
  notice: 'This page stands in for PayPal in demonstrations and tests. No money moves and nothing is sent to PayPal.',
};
const layout = (title: string, stylesheet: string, body: string) => framedPage(frame, title, stylesheet, body);

export interface CheckoutPage {
  order: EmulatedOrder;
  /** Form actions, below the emulator's prefix. */
  payAction: string;
  cancelAction: string;
  stylesheet: string;
}

/** "Pay with PayPal": who is paid, how much, and the two choices. */
export function checkoutPage({ order, payAction, cancelAction, stylesheet }: CheckoutPage): string {
  const merchant = order.brandName ?? DEFAULT_MERCHANT;
  const amount = displayMoney(order.minor, order.currency);
  const token = escapeHtml(order.id);
  return layout(
    `Pay ${amount} to ${merchant} – PayPal (emulator)`,
    stylesheet,
    `<h1>Pay with PayPal</h1>
<dl class="summary">
<div><dt>Pay to</dt><dd>${escapeHtml(merchant)}</dd></div>
${order.description ? `<div><dt>For</dt><dd>${escapeHtml(order.description)}</dd></div>` : ''}
<div><dt>Amount</dt><dd class="amount">${escapeHtml(amount)}</dd></div>
</dl>
<p class="buyer">Paying as the demo buyer ${escapeHtml(`${demoBuyer.name.given_name} ${demoBuyer.name.surname}`)} (${escapeHtml(demoBuyer.email_address)}).</p>
<form method="post" action="${escapeHtml(payAction)}">
<input type="hidden" name="token" value="${token}">
<button type="submit" class="pay">Pay now</button>
</form>
<form method="post" action="${escapeHtml(cancelAction)}">
<input type="hidden" name="token" value="${token}">
<button type="submit" class="cancel">Cancel and return to merchant</button>
</form>`,
  );
}

/** Unknown token, or a payment that is already complete. */
export function noticePage(
  stylesheet: string,
  heading: string,
  text: string,
  back?: { href: string; label: string },
): string {
  const link = back ? `\n<p><a href="${escapeHtml(back.href)}">${escapeHtml(back.label)}</a></p>` : '';
  return layout(
    `${heading} – PayPal (emulator)`,
    stylesheet,
    `<h1>${escapeHtml(heading)}</h1>\n<p>${escapeHtml(text)}</p>${link}`,
  );
}
