import { consentMessages } from '@kestrel/domain/privacy/consent';
import { erasureMessages } from '@kestrel/domain/privacy/erasure';
import { errorCodes } from '@kestrel/domain/schemas/errors';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors';

const NO_CUSTOMER_WITH_EMAIL = 'No customer account has this e-mail address.';

/** The privacy module's expected failures, each with the words the caller reads. */
export const privacyErrors = {
  noAccount: () => notFound('There is no such account.'),
  /** Erasure must wait while something still runs; the reason names the way out. */
  erasureRefused: (refusal: string) => new AppError(409, errorCodes.conflict, refusal, { account: refusal }),
  noPassword: () => badRequest(erasureMessages.noPassword, { password: erasureMessages.noPassword }),
  wrongPassword: () => badRequest(erasureMessages.wrongPassword, { password: erasureMessages.wrongPassword }),
  invalidUnsubscribeLink: () => notFound(consentMessages.invalidLink),
  signInNotFound: () => notFound('There is no such sign-in.'),
  requestNotFound: () => notFound('We could not find that request.'),
  requestAnswered: () => conflict('This request has already been answered.'),
  requestNamesNoCustomer: () =>
    conflict('This request names no customer account: answer it by hand, or refuse it with the reason.'),
  noCustomerWithEmail: () => badRequest(NO_CUSTOMER_WITH_EMAIL, { customerEmail: NO_CUSTOMER_WITH_EMAIL }),
};
