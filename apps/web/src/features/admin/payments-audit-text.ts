import type { CaptureFinding, PaymentsAuditAnswer, RefundFinding } from '@kestrel/domain/schemas/payments-audit';
import { formatPence } from '@kestrel/domain/pricing/money';
import { groupDigits } from '@kestrel/domain/uk/numbers';
import { ukLongDateAt } from '@kestrel/domain/uk/long-date';
import { ukDateTime } from './format';

/**
 * The refund-claims job records a refund our site made and then lost track of within minutes
 * (docs/payments.md): a refund still unrecorded after this long is not one it will record.
 */
const RECORDED_WITHIN_MS = 3_600_000;

/** A capture the audit names: the problem in words, and what staff do about it. */
export const captureProblems: Record<CaptureFinding['problem'], { words: string; todo: string }> = {
  unknown: {
    words: 'No order of ours',
    todo: 'Rebuild the order from the payer’s details, or refund the capture in PayPal.',
  },
  unrecorded: {
    words: 'Order never recorded it',
    todo: 'Our order exists but did not record this payment: finish it, or refund the capture in PayPal.',
  },
  amount: {
    words: 'Amounts differ',
    todo: 'PayPal took a different amount from our order’s: refund the difference or correct the order.',
  },
};

/** A refund PayPal made that we have no record of: in words, and what staff do about it. */
export function refundFindingText(finding: RefundFinding, now: Date = new Date()) {
  const refundedAt = new Date(finding.refundedAt);
  const what = `PayPal refunded ${formatPence(finding.amount)} on ${ukLongDateAt(refundedAt)} but we have no record of it.`;
  if (now.getTime() - refundedAt.getTime() < RECORDED_WITHIN_MS) {
    return {
      words: 'Refund not recorded yet',
      todo: `${what} A refund our site made and then lost track of (a cancellation or a failed inspection) is recorded by the refund-claims job within minutes: look again in an hour.`,
    };
  }
  const check = finding.warrantyId
    ? ", then check the warranty's payments and cover on its page."
    : '. The payment it refunds is not one of our orders.';
  return {
    words: 'Refund we have no record of',
    todo: `${what} Our site records its own refunds within minutes, so this one was most likely made in PayPal itself: find out there who made it and why${check}`,
  };
}

const plural = (count: number, one: string, many: string) => `${groupDigits(count)} ${count === 1 ? one : many}`;

/** The audit's answer in a sentence: what PayPal listed in the window, and how much of it we cannot account for. */
export function auditSummary(
  answer: Pick<PaymentsAuditAnswer, 'from' | 'to' | 'listed' | 'refundsListed'>,
  named: { captures: number; refunds: number },
): string {
  const payments = `${plural(answer.listed, 'payment', 'payments')} listed by PayPal from ${ukDateTime(answer.from)} to ${ukDateTime(answer.to)}: ${
    named.captures === 0 ? 'every one matches an order of ours.' : `${groupDigits(named.captures)} not accounted for.`
  }`;
  if (answer.refundsListed === 0) return `${payments} No refunds.`;
  const refunds = named.refunds === 0 ? 'every one recorded.' : `${groupDigits(named.refunds)} we have no record of.`;
  return `${payments} ${plural(answer.refundsListed, 'refund', 'refunds')}: ${refunds}`;
}
