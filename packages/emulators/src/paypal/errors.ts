import { randomBytes } from 'node:crypto';
import type { FastifyReply } from 'fastify';

/** PayPal's error body (CONTRACTS §3): name by HTTP status, a debug id, details and links. */
export interface PaypalErrorBody {
  name: string;
  message: string;
  debug_id: string;
  details?: { field?: string; value?: string; location?: string; issue: string; description: string }[];
  links: { href: string; rel: string; method?: string }[];
}

const NAMES: Record<number, [string, string]> = {
  400: ['INVALID_REQUEST', 'Request is not well-formed, syntactically incorrect, or violates schema.'],
  401: [
    'AUTHENTICATION_FAILURE',
    'Authentication failed due to invalid authentication credentials or a missing Authorization header.',
  ],
  404: ['RESOURCE_NOT_FOUND', 'The specified resource does not exist.'],
  422: [
    'UNPROCESSABLE_ENTITY',
    'The requested action could not be performed, semantically incorrect, or failed business validation.',
  ],
  500: ['INTERNAL_SERVER_ERROR', 'An internal server error has occurred.'],
};

/** What PayPal says for each issue the emulator raises. */
const DESCRIPTIONS: Record<string, string> = {
  INVALID_RESOURCE_ID: 'Specified resource ID does not exist. Please check the resource ID and try again.',
  ORDER_NOT_APPROVED: 'Payer has not yet approved the Order for payment. Please redirect the payer to the approve URL.',
  ORDER_ALREADY_CAPTURED: "Order already captured.If 'intent=CAPTURE' only one capture per order is allowed.",
  INSTRUMENT_DECLINED: 'The instrument presented was either declined by the processor or bank, or it cannot be used.',
  DUPLICATE_INVOICE_ID:
    'Duplicate Invoice ID detected. To avoid a potential duplicate transaction your account setting requires that Invoice ID be unique for each transaction.',
  DECIMAL_PRECISION: 'If the currency supports decimals, only two decimal place precision is supported.',
  CANNOT_BE_ZERO_OR_NEGATIVE:
    'Must be greater than zero. If the currency supports decimals, only two decimal place precision is supported.',
  INVALID_CURRENCY_CODE: 'Currency code is invalid or is not currently supported.',
  INVALID_PARAMETER_SYNTAX: 'The value of a field does not conform to the expected format.',
  INVALID_PARAMETER_VALUE: 'The value of a field is invalid.',
  MISSING_REQUIRED_PARAMETER: 'A required field or parameter is missing.',
  MALFORMED_REQUEST_JSON: 'The request JSON is not well formed.',
  CAPTURE_FULLY_REFUNDED: 'The capture has already been fully refunded.',
  REFUND_AMOUNT_EXCEEDED:
    'The refund amount must be less than or equal to the capture amount that has not yet been refunded.',
  CURRENCY_MISMATCH: 'Currency of capture must be the same as currency of refund.',
  PENDING_CAPTURE: 'Cannot initiate a refund as the capture is pending.',
  INVALID_ACCOUNT_STATUS: 'Account validations failed for the user.',
  ACTION_DOES_NOT_MATCH_INTENT:
    'Order was created with an intent of one kind and this call is for another. Use the call that matches the intent.',
  ORDER_ALREADY_AUTHORIZED:
    'Order already authorized. If intent=AUTHORIZE only one authorization per order is allowed.',
  ORDER_ALREADY_COMPLETED: 'The order cannot be patched after it is completed.',
  AUTHORIZATION_ALREADY_CAPTURED: 'Authorization has been previously captured and hence cannot be voided.',
  AUTHORIZATION_VOIDED: 'A voided authorization cannot be captured or reauthorized.',
  PREVIOUSLY_VOIDED: 'This authorization has already been voided.',
  MAX_CAPTURE_AMOUNT_EXCEEDED: 'Capture amount exceeds allowable limit.',
  REAUTHORIZATION_TOO_SOON: 'A reauthorization cannot be attempted within the honor period.',
  PATCH_PATH_NOT_SUPPORTED: 'PATCH is not supported for this path.',
  PATCH_VALUE_REQUIRED: 'Please specify a value for the field that is being patched.',
  INVALID_PATCH_OPERATION:
    'The operation cannot be honored. Cannot add a property that is already present, use replace.',
};

export const debugId = () => randomBytes(7).toString('hex').slice(0, 13);

export interface PaypalIssue {
  issue: string;
  field?: string;
  value?: string;
  location?: 'body' | 'path' | 'header' | 'query';
  description?: string;
}

export function paypalErrorBody(status: number, issue?: PaypalIssue): PaypalErrorBody {
  const [name, message] = NAMES[status] ?? NAMES[500]!;
  const body: PaypalErrorBody = { name, message, debug_id: debugId(), links: [] };
  if (status === 401) {
    body.links = [{ href: 'https://developer.paypal.com/docs/api/overview/#error', rel: 'information_link' }];
  }
  if (issue) {
    body.details = [
      {
        ...(issue.field ? { field: issue.field, location: issue.location ?? 'body' } : {}),
        ...(issue.value !== undefined ? { value: issue.value } : {}),
        issue: issue.issue,
        description: issue.description ?? DESCRIPTIONS[issue.issue] ?? issue.issue,
      },
    ];
    body.links = [
      {
        href: `https://developer.paypal.com/docs/api/orders/v2/#error-${issue.issue}`,
        rel: 'information_link',
        method: 'GET',
      },
    ];
  }
  return body;
}

export function sendPaypalError(reply: FastifyReply, status: number, issue?: PaypalIssue): FastifyReply {
  const body = paypalErrorBody(status, issue);
  return reply.code(status).header('paypal-debug-id', body.debug_id).send(body);
}

/** 404 INVALID_RESOURCE_ID for the id in the path that names nothing (`order_id`, `capture_id`…). */
export const resourceNotFound = (reply: FastifyReply, field: string, value: string): FastifyReply =>
  sendPaypalError(reply, 404, { issue: 'INVALID_RESOURCE_ID', field, value, location: 'path' });
