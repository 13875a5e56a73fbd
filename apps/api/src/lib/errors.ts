import { errorCodes, type ErrorCode } from '@kestrel/domain/schemas/errors';

/**
 * An expected failure: the error handler answers it with its status and
 * `{ error: { code, message, fields? } }`. Anything else is a 500 with details hidden.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
    /** More of the answer beside `error`, for the few calls that need it (a Google login with no account). */
    readonly extra?: Record<string, unknown>,
    /** For a 429: how long to wait, sent as Retry-After. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (message: string, fields?: Record<string, string>) =>
  new AppError(400, errorCodes.validation, message, fields);
export const notFound = (message: string) => new AppError(404, errorCodes.notFound, message);
export const unauthorised = (message = 'Please log in to continue.') =>
  new AppError(401, errorCodes.unauthorised, message);
export const forbidden = (message = 'You do not have access to this.') =>
  new AppError(403, errorCodes.forbidden, message);
export const conflict = (message: string) => new AppError(409, errorCodes.conflict, message);
/** A cancellation another request is still finishing (a PayPal refund or a Direct Debit's); the customer looks again shortly. */
export const cancellationInProgress = () =>
  new AppError(
    409,
    errorCodes.cancellationInProgress,
    'Your cancellation is being processed. Please check your dashboard in a moment.',
  );
export const providerUnavailable = (message: string) => new AppError(503, errorCodes.providerUnavailable, message);

/** 429 with the wait in its words and in Retry-After (whole seconds, at least 1). */
export function tooManyAttempts(message: (minutes: number) => string, resetMs: number): AppError {
  const seconds = Math.max(1, Math.ceil(resetMs / 1000));
  return new AppError(429, errorCodes.rateLimited, message(Math.ceil(seconds / 60)), undefined, undefined, seconds);
}
