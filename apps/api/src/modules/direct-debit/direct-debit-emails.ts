import { planName } from '@kestrel/domain/catalogue/plans';
import { arrearsDates, failureReason } from '@kestrel/domain/direct-debit/arrears';
import { formatPence } from '@kestrel/domain/pricing/money';
import { siteConfig } from '@kestrel/domain/site/site-config';
import { ukLongDate } from '@kestrel/domain/uk/long-date';
import type { DirectDebitInstalmentRow, DirectDebitPlanRow, WarrantyRow } from '../../db/schema';
import { certificateNumber, letter, siteLink } from '../outbox';
import { keyFactsLines } from '../payments';
import type { PaymentOrder } from '../payments';
import type { QueuedEmail } from '../outbox';

type Customer = { email: string; firstname: string };
type Plan = Pick<DirectDebitPlanRow, 'reference' | 'mandateReference' | 'firstFailedOn'>;

const dashboard = (baseUrl: string) => siteLink(baseUrl, '/dashboard');

/** The dashboard's "Pay now by card" for this warranty's missed payments (DESIGN §8.2). */
export const payArrearsLink = (baseUrl: string, warrantyId: string) =>
  siteLink(baseUrl, `/dashboard/user-dashboard?arrears=${warrantyId}#monthly-payments`);
const references = (warranty: WarrantyRow, plan: Plan) =>
  [certificateNumber(warranty), ['Direct Debit plan', plan.reference]] as const;

/** The Direct Debit Guarantee, as the scheme requires it to be given to the payer. */
export const directDebitGuarantee = [
  'THE DIRECT DEBIT GUARANTEE',
  '  - The Guarantee is offered by all banks and building societies that accept instructions to pay Direct Debits.',
  '  - If there are any changes to the amount, date or frequency of your Direct Debit, GoCardless on behalf of',
  `    ${siteConfig.brand} will notify you 3 working days in advance of your account being debited or as otherwise agreed.`,
  '  - If an error is made in the payment of your Direct Debit, by GoCardless on behalf of us or by your bank,',
  '    you are entitled to a full and immediate refund of the amount paid from your bank.',
  '  - You can cancel a Direct Debit at any time by simply contacting your bank. Written confirmation may be required.',
];

const scheduleLines = (instalments: readonly DirectDebitInstalmentRow[]) =>
  instalments.map((i) => `  ${String(i.number).padStart(2)}. ${ukLongDate(i.chargeDate)}: ${formatPence(i.amount)}`);

/**
 * The confirmation of a monthly purchase: what was bought, the schedule, the Direct Debit notice
 * (who collects, the reference on the statement, the advance notice), the Guarantee and the key facts.
 */
export function monthlyConfirmationEmail(
  baseUrl: string,
  customer: Customer,
  order: Pick<PaymentOrder, 'reference' | 'termsVersion'>,
  warranty: WarrantyRow,
  plan: Plan,
  instalments: readonly DirectDebitInstalmentRow[],
): QueuedEmail {
  const first = instalments[0]!;
  return letter({
    kind: 'order-confirmation',
    to: { email: customer.email, name: customer.firstname },
    subject: `Order confirmation ${order.reference}: your ${siteConfig.brand} warranty for ${warranty.registration}, paid monthly`,
    lines: [
      `Thank you for your purchase. You are paying ${formatPence(warranty.price)} in ${instalments.length} monthly Direct Debit payments, interest-free, for:`,
      '',
      `  Plan: ${planName(warranty)}`,
      `  Vehicle: ${warranty.make} ${warranty.model}, registration ${warranty.registration}`,
      `  Cover: ${ukLongDate(warranty.startDate)} to ${ukLongDate(warranty.expiryDate)}`,
      '',
      'YOUR PAYMENT SCHEDULE',
      ...scheduleLines(instalments),
      '',
      'YOUR DIRECT DEBIT',
      `  Collected by GoCardless Ltd on behalf of ${siteConfig.brand}. Your first payment of ${formatPence(first.amount)} will be taken on or shortly after ${ukLongDate(first.chargeDate)}.`,
      `  It will appear on your bank statement as GoCardless Ltd${plan.mandateReference ? ` with the reference ${plan.mandateReference}` : ''}.`,
      '  We will tell you at least 3 working days before any change to the amount or the dates.',
      '',
      ...directDebitGuarantee,
      '',
      `What happens next: our team reviews every new warranty and will call you within ${siteConfig.inspectionCallWorkingDays} working days to arrange a short inspection of the vehicle.`,
      '',
      `You can cancel within 14 days of today, as long as you have not made a claim, and every payment taken will be refunded: call us on ${siteConfig.supportPhone} or reply to this e-mail.`,
      '',
      ...keyFactsLines(baseUrl, order, warranty, true),
    ],
    references: [...references(warranty, plan), ['Order', order.reference]],
  });
}

/** A collection failed: why, in plain English, and what happens next with the dates. */
export function missedPaymentEmail(
  baseUrl: string,
  customer: Customer,
  warranty: WarrantyRow,
  plan: Plan & { firstFailedOn: string },
  instalment: Pick<DirectDebitInstalmentRow, 'number' | 'amount' | 'failureCause'>,
  retry: boolean,
): QueuedEmail {
  const dates = arrearsDates(plan.firstFailedOn);
  const first = instalment.number === 1;
  return letter({
    kind: 'direct-debit-missed',
    to: { email: customer.email, name: customer.firstname },
    subject: `A monthly payment for your warranty ${warranty.registration} was not made`,
    lines: [
      `Your Direct Debit payment of ${formatPence(instalment.amount)} (payment ${instalment.number}) was not made: ${failureReason(instalment.failureCause ?? '')}.`,
      '',
      'What happens next:',
      ...(retry ? [`  - We will try to collect it again on or after ${ukLongDate(dates.retryOn)}.`] : []),
      first
        ? '  - Because this was your first payment, your cover is suspended until it is paid: no claim can be made meanwhile.'
        : `  - If it is still unpaid on ${ukLongDate(dates.suspendOn)}, your cover will be suspended and no claim can be made.`,
      `  - If it is still unpaid on ${ukLongDate(dates.cancelOn)}, your warranty and the Direct Debit will be cancelled.`,
      '',
      `To pay it now by card: ${payArrearsLink(baseUrl, warranty.id)}`,
      `Your payment schedule is on your dashboard: ${dashboard(baseUrl)}`,
    ],
    references: references(warranty, plan),
  });
}

export function suspendedEmail(
  baseUrl: string,
  customer: Customer,
  warranty: WarrantyRow,
  plan: Plan & { firstFailedOn: string },
) {
  const { cancelOn } = arrearsDates(plan.firstFailedOn);
  return letter({
    kind: 'direct-debit-suspended',
    to: { email: customer.email, name: customer.firstname },
    subject: `Your warranty for ${warranty.registration} is suspended`,
    lines: [
      'A monthly payment for your warranty is still unpaid, so your cover is suspended: no claim can be made until it is paid.',
      `Pay what is owed by card before ${ukLongDate(cancelOn)} and your cover starts again at once: ${payArrearsLink(baseUrl, warranty.id)}`,
      'If we told you we would try to collect the payment again by Direct Debit, we still will, and your cover starts again as soon as it is collected; paying by card first means it is not taken twice.',
      `Your schedule is on your dashboard: ${dashboard(baseUrl)}`,
      '',
      `If it is still unpaid on ${ukLongDate(cancelOn)}, your warranty and the Direct Debit will be cancelled.`,
    ],
    references: references(warranty, plan),
  });
}

export function cancelledForArrearsEmail(customer: Customer, warranty: WarrantyRow, plan: Plan) {
  return letter({
    kind: 'direct-debit-cancelled',
    to: { email: customer.email, name: customer.firstname },
    subject: `Your warranty for ${warranty.registration} has been cancelled`,
    lines: [
      'Your monthly payments were not made up within 30 days, so we have cancelled your warranty and the Direct Debit. No further payments will be taken.',
      'Your vehicle is no longer covered. If you think this is a mistake, please call or reply to this e-mail.',
    ],
    references: references(warranty, plan),
  });
}

/**
 * The customer's (or staff's) cancellation of a monthly plan (DESIGN §8.2): within cooling-off, what
 * is refunded; after it, that collections have stopped and the last day of cover paid for.
 */
export function monthlyCancelledEmail(
  customer: Customer,
  warranty: WarrantyRow,
  plan: Plan & Pick<DirectDebitPlanRow, 'cancelReason' | 'coverEndsOn'>,
  refunded: number,
) {
  const lines =
    plan.cancelReason === 'cooling-off'
      ? [
          `As you asked, we have cancelled your warranty (${planName(warranty)}) for ${warranty.make} ${warranty.model}, registration ${warranty.registration}, and stopped your Direct Debit.`,
          refunded > 0
            ? `We have refunded ${formatPence(refunded)}, every payment taken, to the account it came from. It usually arrives within a few working days.`
            : 'No payment had been taken yet, so there is nothing to refund.',
          'Your vehicle is no longer covered by this warranty.',
        ]
      : [
          `As you asked, we have stopped the Direct Debit for your warranty (${planName(warranty)}) for ${warranty.registration}. No further payments will be taken.`,
          plan.coverEndsOn
            ? `Your cover continues until ${ukLongDate(plan.coverEndsOn)}, the last day you have paid for, and then ends.`
            : 'The cover you paid for has ended, so your vehicle is no longer covered.',
          'As the 14-day cancellation period has passed, payments already made are not refunded.',
        ];
  return letter({
    kind: 'direct-debit-cancelled',
    to: { email: customer.email, name: customer.firstname },
    subject: `Your monthly payments for ${warranty.registration} are cancelled`,
    lines: [...lines, '', 'If you did not ask for this, please call us or reply to this e-mail.'],
    references: references(warranty, plan),
  });
}

/**
 * The Direct Debit notice of a plan taken over on a transfer (DESIGN §9.3), for the new owner's
 * acceptance e-mail: their schedule, who collects and the reference on their statement, the Guarantee.
 */
export function takeoverDirectDebitLines(
  plan: Pick<DirectDebitPlanRow, 'reference' | 'mandateReference'>,
  instalments: readonly DirectDebitInstalmentRow[],
): string[] {
  const first = instalments[0];
  if (!first) return [];
  return [
    '',
    'YOUR PAYMENT SCHEDULE',
    ...scheduleLines(instalments),
    '',
    'YOUR DIRECT DEBIT',
    `  Collected by GoCardless Ltd on behalf of ${siteConfig.brand}, plan ${plan.reference}. Your first payment of ${formatPence(first.amount)} will be taken on or shortly after ${ukLongDate(first.chargeDate)}.`,
    `  It will appear on your bank statement as GoCardless Ltd${plan.mandateReference ? ` with the reference ${plan.mandateReference}` : ''}.`,
    '  We will tell you at least 3 working days before any change to the amount or the dates.',
    '',
    ...directDebitGuarantee,
  ];
}
