import { errorCodes } from '@kestrel/domain/schemas/errors';
import { purchaseMessages } from '@kestrel/domain/purchase/purchase-messages';
import { AppError, notFound, providerUnavailable } from '../../lib/errors';

/** What the buyer reads when a payment does not go through, one message per outcome. */
export const paymentMessages = {
  unavailable:
    "We couldn't confirm your payment with PayPal just now. If money was taken it will not be taken twice: please try again in a moment.",
  declined: 'PayPal declined this payment. Please try again with another card or account; you have not been charged.',
  notApproved: 'This payment has not been approved in PayPal yet. Please approve it, then try again.',
  pending:
    'PayPal is still checking this payment. We will e-mail you as soon as it completes; there is no need to pay again.',
  flagged:
    'PayPal recorded a different amount from your quote, so we have not activated the warranty. Our team will contact you and put it right.',
  inProgress: 'Your payment is still being confirmed. Please wait a moment and check your dashboard.',
  expired: 'This order has expired. Please start the payment again.',
  notFound: 'We could not find that payment. Please start the payment again.',
  nothingDue: 'There is nothing to pay on this warranty.',
  cannotOpen: "We couldn't reach PayPal just now. You have not been charged: please try again in a moment.",
} as const;

/** The payments module's answers for what did not go through: statuses and codes in one place. */
export const paymentErrors = {
  notApproved: () => new AppError(409, errorCodes.paymentNotApproved, paymentMessages.notApproved),
  /** An order with no provider order to capture: nothing was approved. */
  notCompleted: () => new AppError(409, errorCodes.paymentNotCompleted, paymentMessages.notApproved),
  flagged: () => new AppError(409, errorCodes.paymentNotCompleted, paymentMessages.flagged),
  pending: () => new AppError(409, errorCodes.paymentPending, paymentMessages.pending),
  declined: () => new AppError(422, errorCodes.paymentDeclined, paymentMessages.declined),
  /** Asked again about an order that was declined: nothing taken. */
  failed: () => new AppError(409, errorCodes.paymentNotCompleted, paymentMessages.declined),
  inProgress: () => new AppError(409, errorCodes.paymentInProgress, paymentMessages.inProgress),
  expired: () => new AppError(409, errorCodes.orderExpired, paymentMessages.expired),
  unavailable: () => providerUnavailable(paymentMessages.unavailable),
  cannotOpen: () => providerUnavailable(paymentMessages.cannotOpen),
  notFound: () => notFound(paymentMessages.notFound),
  nothingDue: () => new AppError(409, errorCodes.nothingDue, paymentMessages.nothingDue),
};

/** The order request's answers: the server's own checks of what the buyer chose. */
export const orderErrors = {
  termsChanged: () => new AppError(409, errorCodes.termsChanged, purchaseMessages.termsChanged),
  planNotAvailable: (message: string, fields?: Record<string, string>) =>
    new AppError(409, errorCodes.planNotAvailable, message, fields),
  unlikelyDetailsUnconfirmed: (message: string, fields: Record<string, string>) =>
    new AppError(409, errorCodes.unlikelyDetailsUnconfirmed, message, fields),
};
