import { claimEndsCoolingOffMessage } from '@kestrel/domain/claims/eligibility';
import { errorCodes } from '@kestrel/domain/schemas/errors';
import { COOLING_OFF_DAYS, RENEWAL_WINDOW_DAYS } from '@kestrel/domain/warranty/warranty-dates';
import { AppError, notFound } from '../../lib/errors';

const notCancellable = (message: string) => new AppError(409, errorCodes.notCancellable, message);

/** The warranties module's typed errors and the messages they carry. */
export const warrantyErrors = {
  /** A warranty that is not the customer's own is "not found" too (SECURITY B6: 404, not 403). */
  notFound: () => notFound('We could not find that warranty.'),
  /** The demo and test fixture route's unknown warranty. */
  noSuchWarranty: () => notFound('No such warranty'),
  monthlyPlan: () =>
    notCancellable(
      `To cancel a warranty you pay monthly, use "Cancel monthly plan" under "Your monthly payments" on your dashboard: it stops your Direct Debit and, within ${COOLING_OFF_DAYS} days of buying, refunds every payment taken.`,
    ),
  coolingOffEnded: () =>
    notCancellable(
      `The ${COOLING_OFF_DAYS}-day cancellation period for this warranty has ended. Please contact us if you need help.`,
    ),
  alreadyEnded: () => notCancellable('This warranty has already ended, so it cannot be cancelled.'),
  /** DESIGN §8.1 "Cooling-off": once any claim is made, the warranty is not cancelled for a refund. */
  claimMade: () => notCancellable(claimEndsCoolingOffMessage),
  alreadyCovered: (registration: string) =>
    new AppError(
      409,
      errorCodes.alreadyCovered,
      `${registration} already has a Kestrel warranty that runs beyond the next ${RENEWAL_WINDOW_DAYS} days. You can renew it from your dashboard when it is due to end.`,
      { reg_num: 'This vehicle already has a live warranty' },
    ),
};
