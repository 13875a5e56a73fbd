import { randomUUID } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import type { z } from 'zod';

/**
 * GoCardless's error body (CONTRACTS §7 "Errors"), as its client reads it (gocardless-nodejs
 * `errors.js`): `error.{message, errors, documentation_url, type, request_id, code}`, and the same
 * request id in the `x-request-id` header.
 */
export type GocardlessErrorType = 'invalid_api_usage' | 'invalid_state' | 'validation_failed' | 'gocardless';

export interface ErrorDetail {
  reason?: string;
  field?: string;
  request_pointer?: string;
  message: string;
  links?: Record<string, string>;
}

export function gocardlessErrorBody(
  code: number,
  type: GocardlessErrorType,
  message: string,
  errors: ErrorDetail[] = [],
) {
  const details = errors.length > 0 ? errors : [{ reason: type, message }];
  // The link names the first reason (validation errors have none: the type's section instead).
  const anchor = details[0]?.reason ?? type;
  return {
    error: {
      message,
      documentation_url: `https://developer.gocardless.com/api-reference#${anchor}`,
      type,
      request_id: randomUUID(),
      errors: details,
      code,
    },
  };
}

export const sendGocardlessError = (
  reply: FastifyReply,
  code: number,
  type: GocardlessErrorType,
  message: string,
  errors: ErrorDetail[] = [],
) => {
  const body = gocardlessErrorBody(code, type, message, errors);
  return reply.code(code).header('x-request-id', body.error.request_id).send(body);
};

export const notFound = (reply: FastifyReply, _what?: string) =>
  sendGocardlessError(reply, 404, 'invalid_api_usage', 'Resource not found', [
    { reason: 'resource_not_found', message: 'Resource not found' },
  ]);

/** 422 validation_failed, one error a field, with the field and its JSON pointer in the request. */
export const validationFailed = (reply: FastifyReply, envelope: string, error: z.ZodError) =>
  sendGocardlessError(
    reply,
    422,
    'validation_failed',
    'Validation failed',
    error.issues.map((issue) => {
      const path = issue.path.slice(1).map(String);
      return {
        field: path.join('.') || envelope,
        message: issue.message,
        request_pointer: `/${[envelope, ...path].join('/')}`,
      };
    }),
  );

/** 422 invalid_state with one reason. */
export const invalidState = (reply: FastifyReply, reason: string, message: string) =>
  sendGocardlessError(reply, 422, 'invalid_state', message, [{ reason, message }]);
