import { instalmentRefundText } from '@kestrel/domain/direct-debit/instalment-refund';
import type { MonthlyPlanView } from '@kestrel/domain/schemas/direct-debit';
import type { PaymentProviderId } from '@kestrel/domain/payments/orders';
import { formatPence } from '@kestrel/domain/pricing/money';

/** A staff action on a monthly plan (docs/payments.md, Back office), as the panel offers it. */
export type MonthlyPlanAction =
  | { kind: 'retry'; number: number; amount: number }
  | { kind: 'refund'; number: number; amount: number; paidBy: PaymentProviderId }
  | { kind: 'cancel' };

export const actionTitles = {
  retry: 'Retry this collection now?',
  refund: 'Refund this payment?',
  cancel: 'Cancel this plan?',
} as const;

/** The refunds staff may make: one per collected instalment, through whoever took its money. */
export function refundActions(plan: MonthlyPlanView): (MonthlyPlanAction & { kind: 'refund'; button: string })[] {
  return plan.instalments
    .filter((i) => i.status === 'collected')
    .map((i) => {
      const paidBy = i.paid_by ?? 'gocardless';
      return {
        kind: 'refund',
        number: i.number,
        amount: i.amount,
        paidBy,
        button: instalmentRefundText(i.number, i.amount, paidBy).button,
      };
    });
}

/** What the confirmation says the action will do. */
export function describeAction(action: MonthlyPlanAction, plan: MonthlyPlanView): string {
  if (action.kind === 'retry')
    return `GoCardless will be asked to collect instalment ${action.number} (${formatPence(action.amount)}) again, on the next possible day. The automatic retry will not then be made.`;
  if (action.kind === 'refund') return instalmentRefundText(action.number, action.amount, action.paidBy).confirm;
  const preview = plan.cancel_preview;
  if (preview?.kind === 'full-refund')
    return `Within the 14-day cooling-off period with no claim: every payment taken (${formatPence(preview.refund)}) is refunded, the Direct Debit stopped and the warranty cancelled. The customer is e-mailed.`;
  return `The Direct Debit is stopped and nothing is refunded. ${preview?.cover_ends ? `Cover ends on ${preview.cover_ends}, the last day paid for.` : 'The warranty ends now: no paid-for cover is left.'} The customer is e-mailed.`;
}
