import { errorCodes } from '@kestrel/domain/schemas/errors';
import { AppError } from '../../lib/errors';

export const staffMessages = {
  notStaff: 'That e-mail or password is not right for the back office.',
  challengeGone: 'Your sign-in has timed out. Please enter your e-mail and password again.',
  wrongCode: 'That code is not right. Enter the 6-digit code your authenticator app shows now.',
} as const;

/** Staff sign-in's expected failures: none says whether the e-mail has an account. */
export const staffErrors = {
  notStaff: () => new AppError(400, errorCodes.invalidCredentials, staffMessages.notStaff),
  challengeGone: () => new AppError(400, errorCodes.badRequest, staffMessages.challengeGone),
  wrongCode: () => new AppError(400, errorCodes.invalidCredentials, staffMessages.wrongCode),
} as const;
