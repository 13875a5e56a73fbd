import { errorCodes } from '@kestrel/domain/schemas/errors';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors';

/** The transfers module's expected failures, each with the words the caller reads. */
export const transferErrors = {
  /** Another customer's warranty, or none: the same 404 (SECURITY B6). */
  warrantyNotFound: () => notFound('We could not find that warranty.'),
  transferNotFound: () => notFound('We could not find that transfer.'),
  /** An unknown link reads as one that never worked: nothing to learn by guessing. */
  linkInvalid: () => notFound('This transfer link is not valid. Please ask the seller to start the transfer again.'),
  /** The warranty may not be transferred now: the domain's reason. */
  notTransferable: (reason: string) => conflict(reason),
  /** The link was used, has expired, or the transfer was cancelled or refused: the domain's words. */
  linkClosed: (reason: string) => conflict(reason),
  saleDetails: (fields: Record<string, string>) => badRequest(Object.values(fields)[0]!, fields),
  newOwnerIsHolder: () => {
    const message = 'This is your own email address. Please enter the email address of the new owner.';
    return badRequest(message, { newOwnerEmail: message });
  },
  noPendingTransfer: () => conflict('There is no transfer waiting for the new owner, so there is nothing to cancel.'),
  directDebitNeeded: () =>
    conflict('This warranty is paid monthly: to take it over, set up your Direct Debit for the remaining instalments.'),
  noMonthlyToTakeOver: () =>
    conflict('This warranty has no monthly payments left to take over. Please reload the page and accept it.'),
  takeoverUnderWay: () =>
    conflict(
      'The new owner is setting up their Direct Debit to take this warranty over, so the transfer can no longer be stopped.',
    ),
  sellerChangingPlan: () =>
    conflict(
      'The seller is paying the rest of the plan by card or changing its bank details just now. Please try again in a few minutes: your bank details are kept.',
    ),
  monthlyUnavailable: () =>
    new AppError(
      503,
      errorCodes.serviceUnavailable,
      'Monthly payments are not available just now. Please try again later.',
    ),
  notPending: () => conflict('This transfer is no longer waiting for the new owner. Please reload the page.'),
};
