import { z } from 'zod';

/** Every error answer of the API has this shape; the UI shows `message`. */
export const errorBodySchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
  }),
});

export type ErrorBody = z.infer<typeof errorBodySchema>;

export const errorCodes = {
  validation: 'VALIDATION_FAILED',
  badRequest: 'BAD_REQUEST',
  methodNotAllowed: 'METHOD_NOT_ALLOWED',
  notFound: 'NOT_FOUND',
  unauthorised: 'UNAUTHORISED',
  forbidden: 'FORBIDDEN',
  conflict: 'CONFLICT',
  rateLimited: 'RATE_LIMITED',
  unsupportedMediaType: 'UNSUPPORTED_MEDIA_TYPE',
  payloadTooLarge: 'PAYLOAD_TOO_LARGE',
  providerUnavailable: 'PROVIDER_UNAVAILABLE',
  serviceUnavailable: 'SERVICE_UNAVAILABLE',
  internal: 'INTERNAL_ERROR',
  invalidCredentials: 'INVALID_CREDENTIALS',
  accountDisabled: 'ACCOUNT_DISABLED',
  emailInUse: 'EMAIL_IN_USE',
  googleAccountNotFound: 'GOOGLE_ACCOUNT_NOT_FOUND',
  googleEmailInUse: 'GOOGLE_EMAIL_IN_USE',
  invalidGoogleCredential: 'INVALID_GOOGLE_CREDENTIAL',
  invalidResetLink: 'INVALID_RESET_LINK',
  alreadyCovered: 'ALREADY_COVERED',
  /** The DVSA's MOT record rules the sale out (DESIGN §8.3): the message says what it shows. */
  historyRefused: 'HISTORY_REFUSED',
  planNotAvailable: 'PLAN_NOT_AVAILABLE',
  paymentDeclined: 'PAYMENT_DECLINED',
  paymentNotApproved: 'PAYMENT_NOT_APPROVED',
  paymentPending: 'PAYMENT_PENDING',
  paymentInProgress: 'PAYMENT_IN_PROGRESS',
  paymentNotCompleted: 'PAYMENT_NOT_COMPLETED',
  orderExpired: 'ORDER_EXPIRED',
  notCancellable: 'NOT_CANCELLABLE',
  cancellationInProgress: 'CANCELLATION_IN_PROGRESS',
  nothingDue: 'NOTHING_DUE',
  termsChanged: 'TERMS_CHANGED',
  unlikelyDetailsUnconfirmed: 'UNLIKELY_DETAILS_UNCONFIRMED',
  /** The same Idempotency-Key with another request (docs/api.md, safe retries). */
  idempotencyKeyReused: 'IDEMPOTENCY_KEY_REUSED',
} as const;

export type ErrorCode = (typeof errorCodes)[keyof typeof errorCodes];
