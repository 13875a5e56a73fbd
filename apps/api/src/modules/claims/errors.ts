import { claimFileMessages } from '@kestrel/domain/claims/claim-files';
import { errorCodes } from '@kestrel/domain/schemas/errors';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors';

/** The claims module's expected failures, each with the words the caller reads. */
export const claimErrors = {
  /** Any claim outside the asker's scope is this same 404 (SECURITY B6). */
  notFound: () => notFound('We could not find that claim.'),
  garageLinkInvalid: () => notFound('This link is not valid or the claim is closed. Please contact us for a new one.'),
  warrantyNotFound: () => notFound('We could not find that warranty.'),
  noLetter: () => notFound('This claim has no letter yet.'),
  fileNotFound: () => notFound('There is no such file on this claim.'),
  /** The claim's status does not allow the action (or another decision got there first). */
  refused: () => conflict('That cannot be done to this claim now. Please reload the claim to see where it stands.'),
  justChanged: () => conflict('This claim has just changed. Please reload it.'),
  notReversible: () =>
    conflict('Only an authorisation our rules made automatically can be reversed, and only before the invoice.'),
  noEstimate: () => conflict('The garage has not sent its estimate yet.'),
  notAdjustable: () => conflict('Lines can be adjusted only while the claim waits for a decision.'),
  closedToCustomer: () => conflict('This claim is closed. Please contact us about it.'),
  closedToGarage: () => conflict('This claim is closed.'),
  closedNoLink: () => conflict('This claim is closed, so the garage needs no link.'),
  closedToGarageMessage: () =>
    conflict(
      'This claim is closed, so the garage can no longer read messages on it. Please contact the garage directly.',
    ),
  filesClosed: () => conflict(claimFileMessages.closed),
  tooManyFiles: () => conflict(claimFileMessages.tooMany),
  fileKindNotAllowed: () => badRequest(claimFileMessages.kindNotAllowed, { kind: claimFileMessages.kindNotAllowed }),
  /** A file whose content is not one we accept (SECURITY C10), with what is. */
  fileRefused: (message: string) => new AppError(415, errorCodes.unsupportedMediaType, message, { file: message }),
  notMultipart: () => new AppError(415, errorCodes.unsupportedMediaType, 'Send the file as multipart/form-data.'),
  uploadTooLarge: (message: string) => new AppError(413, errorCodes.payloadTooLarge, message, { file: message }),
  unreadableUpload: () => badRequest('We could not read that upload. Please try again.'),
  /** Issue #35 finding 5: the garage link would go to the customer, who could then estimate their own repair. */
  garageIsCustomer: () => {
    const message =
      "This is your own email address. Please enter the garage's, so that we can send the garage its link.";
    return badRequest(message, { 'garage.email': message });
  },
  /** Issue #35 finding 9: the garage's words, with the figure authorised (`invoiceRefusal`). */
  invoiceAboveAuthorised: (message: string) => badRequest(message, { amount: message }),
  /** Staff asked to pay an invoice above the authorisation (a row from before the check). */
  paymentAboveAuthorised: (invoiced: string, ceiling: string) =>
    conflict(
      `The invoice of ${invoiced} is above the ${ceiling} authorised, so it cannot be marked paid. Ask the garage for a corrected invoice and record it first.`,
    ),
};
