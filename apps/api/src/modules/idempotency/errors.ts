import { errorCodes } from '@kestrel/domain/schemas/errors';
import { AppError } from '../../lib/errors';

/** The refusals of safe retries (docs/api.md): each answered in the usual error body. */
export const idempotencyErrors = {
  invalidKey: () =>
    new AppError(400, errorCodes.badRequest, 'The Idempotency-Key header must be 1 to 255 printable ASCII characters.'),
  keyReused: () =>
    new AppError(
      422,
      errorCodes.idempotencyKeyReused,
      'This Idempotency-Key was already used for another request. Send a new key with each new request.',
    ),
  /** Answered with Retry-After: 1 (the plugin sets it): the first request with the key is still running. */
  inProgress: () =>
    new AppError(409, errorCodes.conflict, 'This request is still being processed. Please try again in a moment.'),
};
