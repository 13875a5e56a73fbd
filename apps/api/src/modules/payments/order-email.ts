import { planName } from '@kestrel/domain/catalogue/plans';
import { claimRulesFor } from '@kestrel/domain/claims/claim-rules';
import { arrearsPaidWords } from '@kestrel/domain/direct-debit/arrears-paid';
import { keyFacts, TERMS_VERSION } from '@kestrel/domain/purchase/key-facts';
import { formatPence } from '@kestrel/domain/pricing/money';
import { siteConfig } from '@kestrel/domain/site/site-config';
import { ukLongDate } from '@kestrel/domain/uk/long-date';
import { certificateNumber, letter, siteLink } from '../outbox';
import type { QueuedEmail } from '../outbox';
import type { TransactionRow, WarrantyRow } from '../../db/schema';
import type { PaymentOrder } from './orders-repository';

/**
 * The key facts as the buyer read them before paying, for the confirmation e-mail (a durable
 * medium): of a purchase paid in full, and of one paid monthly by Direct Debit.
 */
export function keyFactsLines(
  baseUrl: string,
  order: Pick<PaymentOrder, 'termsVersion'>,
  warranty: WarrantyRow,
  paidMonthly = false,
): string[] {
  const sections = keyFacts({
    level: warranty.level,
    claimLimit: warranty.claimLimit,
    months: warranty.months,
    price: warranty.price,
    startDate: warranty.startDate,
    expiryDate: warranty.expiryDate,
    handTyped: !warranty.vehicleVerified,
    paidMonthly,
    rules: claimRulesFor(warranty.claimRulesVersion),
    siteOrigin: baseUrl,
  });
  return [
    'YOUR KEY FACTS',
    ...sections.flatMap((section) => ['', `${section.heading}:`, ...section.lines.map((line) => `  - ${line}`)]),
    '',
    `You bought under our terms of service of ${ukLongDate(order.termsVersion ?? TERMS_VERSION)}: ${siteLink(baseUrl, '/terms-of-service')}`,
  ];
}

/** The order confirmation (DESIGN §3): what was bought, what happens next, the key facts and the right to cancel. */
export function orderConfirmationEmail(
  baseUrl: string,
  customer: { email: string; firstname: string },
  order: PaymentOrder,
  warranty: WarrantyRow,
  transaction: TransactionRow,
  /** Pence of the payment that paid missed monthly payments (a balance order pays those first; a pay-off too). */
  arrearsPaid = 0,
): QueuedEmail {
  if (order.purpose === 'balance' && arrearsPaid > 0)
    return arrearsReceipt(customer, order, warranty, transaction, arrearsPaid);
  if (order.purpose === 'payoff') return payOffReceipt(customer, order, warranty, transaction, arrearsPaid);
  const paid = formatPence(transaction.amount);
  const lines =
    order.purpose === 'purchase'
      ? [
          `Thank you for your purchase. We have received your payment of ${paid} for:`,
          '',
          `  Plan: ${planName(warranty)}`,
          `  Vehicle: ${warranty.make} ${warranty.model}, registration ${warranty.registration}`,
          `  Cover: ${ukLongDate(warranty.startDate)} to ${ukLongDate(warranty.expiryDate)}`,
          `  PayPal transaction: ${transaction.sourceId}`,
          '',
          `What happens next: our team reviews every new warranty and will call you within ${siteConfig.inspectionCallWorkingDays} working days to arrange a short inspection of the vehicle.`,
          'We will e-mail you when it is booked and again with the result; your warranty certificate follows once the inspection has passed.',
          ...(warranty.vehicleVerified
            ? []
            : [
                '',
                'We could not confirm your vehicle details with the DVLA records, so the details you typed in will be checked at the inspection.',
              ]),
          '',
          'You can cancel within 14 days of today for a full refund to your PayPal account, as long as you have not made a claim: choose "Cancel and refund" on your dashboard or reply to this e-mail.',
          '',
          ...keyFactsLines(baseUrl, order, warranty),
        ]
      : [
          `Thank you: we have received your payment of ${paid} for the balance due on warranty ${warranty.registration}.`,
        ];
  return letter({
    kind: 'order-confirmation',
    to: { email: customer.email, name: customer.firstname },
    subject: `Order confirmation ${order.reference}: your ${siteConfig.brand} warranty for ${warranty.registration}`,
    lines,
    references: [certificateNumber(warranty), ['Order', order.reference], ['Receipt', transaction.reference]],
  });
}

/**
 * The receipt for missed monthly payments paid by card (issue #38 item 5): what was paid and what
 * it did to the cover, in the words the payment page uses; not an "order confirmation".
 */
function arrearsReceipt(
  customer: { email: string; firstname: string },
  order: PaymentOrder,
  warranty: WarrantyRow,
  transaction: TransactionRow,
  arrearsPaid: number,
): QueuedEmail {
  const balance = transaction.amount - arrearsPaid;
  return letter({
    kind: 'order-confirmation',
    to: { email: customer.email, name: customer.firstname },
    subject: `Payment received ${order.reference}: missed monthly payments for ${warranty.registration}`,
    lines: [
      `Thank you: we have received your card payment of ${formatPence(transaction.amount)} for the missed monthly payments on your warranty for ${warranty.registration}${
        balance > 0 ? `, ${formatPence(balance)} of it towards the balance due` : ''
      }.`,
      arrearsPaidWords(warranty.status),
      'Your remaining monthly payments will be collected by Direct Debit as scheduled.',
    ],
    references: [certificateNumber(warranty), ['Order', order.reference], ['Receipt', transaction.reference]],
  });
}

/** The receipt for the rest of a monthly plan paid off by card (issue #38): what was paid, and that nothing more is collected. */
function payOffReceipt(
  customer: { email: string; firstname: string },
  order: PaymentOrder,
  warranty: WarrantyRow,
  transaction: TransactionRow,
  arrearsPaid: number,
): QueuedEmail {
  return letter({
    kind: 'order-confirmation',
    to: { email: customer.email, name: customer.firstname },
    subject: `Payment received ${order.reference}: the rest of your monthly plan for ${warranty.registration}`,
    lines: [
      `Thank you: we have received your card payment of ${formatPence(transaction.amount)} for the rest of your monthly plan on your warranty for ${warranty.registration}.`,
      'Your warranty is now paid in full. No more payments will be collected by Direct Debit for it.',
      ...(arrearsPaid > 0 ? [arrearsPaidWords(warranty.status)] : []),
    ],
    references: [certificateNumber(warranty), ['Order', order.reference], ['Receipt', transaction.reference]],
  });
}
