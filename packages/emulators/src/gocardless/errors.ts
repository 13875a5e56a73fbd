import { randomUUID } from 'node:crypto';
import type { FastifyReply } from 'fastify';

/** GoCardless's error body (CONTRACTS §7 "Errors"). */
export type GocardlessErrorType = 'invalid_api_usage' | 'invalid_state' | 'validation_failed' | 'gocardless';

export interface ErrorDetail {
  reason?: string;
  field?: string;
  message: string;
  links?: Record<string, string>;
}

export function gocardlessErrorBody(
  code: number,
  type: GocardlessErrorType,
  message: string,
  errors: ErrorDetail[] = [],
) {
  return {
    error: {
      message,
      documentation_url: `https://developer.gocardless.com/api-reference#${type}`,
      type,
      request_id: randomUUID(),
      errors: errors.length > 0 ? errors : [{ reason: type, message }],
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
) => reply.code(code).send(gocardlessErrorBody(code, type, message, errors));

export const notFound = (reply: FastifyReply, what: string) =>
  sendGocardlessError(reply, 404, 'invalid_api_usage', 'Resource not found', [
    { reason: 'resource_not_found', message: `${what} not found` },
  ]);
