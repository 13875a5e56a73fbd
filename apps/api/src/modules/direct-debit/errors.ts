import { errorCodes } from '@kestrel/domain/schemas/errors';
import { DirectDebitProviderError } from '../../adapters/direct-debit/direct-debit-provider';
import { AppError, badRequest, conflict, notFound, providerUnavailable } from '../../lib/errors';

/** The direct-debit module's typed errors and the messages they carry. */
export const directDebitErrors = {
  notYourMonthlyWarranty: () => notFound('This warranty is not paid monthly, or is not yours.'),
  notMonthly: () => notFound('This warranty is not paid monthly.'),
  noSuchPlan: () => notFound('We cannot find that monthly plan.'),
  /** A signed webhook whose text breaks the clean-text rule: refused whole, as any request would be. */
  uncleanWebhook: (fields: Record<string, string>) =>
    badRequest('The webhook body has text we do not accept (a control character or a broken one).', fields),
  noSuchInstalment: (number: number) => notFound(`This plan has no instalment ${number}.`),

  paidInFullOnly: (months: number) => {
    const message = `A ${months}-month plan is paid in full. Monthly payments are for 12, 24 and 36-month plans.`;
    return new AppError(409, errorCodes.planNotAvailable, message, { planID: message });
  },
  mandateNotSetUp: () =>
    new AppError(
      409,
      errorCodes.paymentNotCompleted,
      'Your Direct Debit has not been set up yet. Please finish entering your bank details, or choose another way to pay.',
    ),
  mandateRefused: () =>
    new AppError(
      409,
      errorCodes.paymentNotCompleted,
      'This Direct Debit was not set up, so nothing was bought. Please start again or choose another way to pay.',
    ),
  nothingToCancel: () =>
    new AppError(409, errorCodes.notCancellable, 'This plan is paid in full, so there is nothing to cancel.'),
  planEnded: () => conflict('This plan has ended, so there are no payments left to move.'),
  takeoverUnderWay: () =>
    conflict(
      "The vehicle's new owner is taking this plan over with their own Direct Debit, so it can no longer be changed here.",
    ),
  payOffUnderWay: () =>
    conflict('A card payment of the rest of this plan is under way. Please try again once it has gone through.'),
  collectionUnderWay: () =>
    conflict(
      'A payment is being collected from your bank right now. Please change your bank details once it has been taken, in a few days.',
    ),
  takeoverNotConfirmed: () =>
    new AppError(
      409,
      errorCodes.paymentNotCompleted,
      'Your Direct Debit has not been confirmed yet. Please finish entering your bank details to take over the warranty.',
    ),
  newBankDetailsNotConfirmed: () =>
    new AppError(
      409,
      errorCodes.paymentNotCompleted,
      'Your new bank details have not been confirmed yet. Please finish entering them, or keep your current Direct Debit.',
    ),
  /** Staff's action refused: the instalment or plan is not in a state for it. */
  refused: (message: string) => conflict(message),
  /** A refund was asked for and not confirmed: the refund-claims job finishes the cancellation. */
  refundUnconfirmed: () =>
    providerUnavailable(
      'Your refund has been asked for but not yet confirmed. We will finish cancelling your plan within a few minutes and e-mail you when it is done; there is no need to try again.',
    ),
  paypalRefundUnavailable: () =>
    providerUnavailable(
      "We couldn't reach PayPal to refund you just now, so your plan has not been cancelled. Please try again in a moment.",
    ),
  /** PayPal did not answer a staff refund of an instalment paid by card: asking again makes no second refund. */
  paypalInstalmentRefundUnavailable: () =>
    providerUnavailable(
      "We couldn't get PayPal's answer to the refund just now. Please try again in a moment: the instalment will not be refunded twice.",
    ),
};

/** The provider could not be reached, or refused: a clear 503, nothing charged. Anything else is thrown as it is. */
export function directDebitUnavailable(
  error: unknown,
  message = "We couldn't reach our Direct Debit provider just now. Nothing has been set up or taken: please try again in a moment.",
): never {
  if (error instanceof DirectDebitProviderError) throw providerUnavailable(message);
  throw error;
}
