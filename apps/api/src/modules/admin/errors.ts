import { badRequest, conflict, notFound, providerUnavailable } from '../../lib/errors';

/** The back office's expected failures, in the words staff read. */
export const adminErrors = {
  customerNotFound: () => notFound('We could not find that customer.'),
  enquiryNotFound: () => notFound('We could not find that enquiry.'),
  emailNotFound: () => notFound('We could not find that e-mail.'),
  /** A resend with a fresh link, for an account that has since gone. */
  accountGone: () => notFound('That account no longer exists.'),
  /** An e-mail not in the state the action needs. */
  emailActionRefused: (message: string) => conflict(message),
  warrantyNotFound: () => notFound('We could not find that warranty.'),
  /** A staff action the warranty's status does not allow. */
  notNow: (status: string, action: string) =>
    conflict(`A warranty that is ${status.replace('-', ' ')} cannot be ${action}.`),
  alreadyRefunding: () => conflict('This warranty is already being refunded. Refresh in a moment.'),
  /** A staff action refused while a full refund (a cancellation, a failed inspection) is being made. */
  refundUnderWay: (action: string) =>
    conflict(`A refund is being made on this warranty, so it cannot be ${action} now. Refresh in a moment.`),
  staleEdit: (latest: number) =>
    conflict(
      `The prices changed while you were editing (now version ${latest}). Review the new version and try again.`,
    ),
  auditWindowTooLong: () => badRequest('Look back 31 days at most.', { since: 'At most 31d' }),
  paypalUnavailable: () => providerUnavailable("We couldn't reach PayPal just now. Please try again in a moment."),
} as const;
