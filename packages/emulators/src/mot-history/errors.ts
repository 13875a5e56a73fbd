import { randomUUID } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import type { DvsaError } from './wire';

/**
 * The DVSA's error answers by the code each travels with: the codes and descriptions of its
 * documentation's error-code page (documentation.history.mot.api.gov.uk/mot-history-api/error-codes);
 * the statuses as clients saw them (CONTRACTS §6).
 */
export const dvsaErrors = {
  'MOTH-BR-01': [400, 'Something is wrong with the request'],
  'MOTH-UA-01': [401, 'Your authorisation failed'],
  'MOTH-FB-01': [403, 'You do not have permission to access this endpoint'],
  'MOTH-FB-02': [401, 'The access token sent with the request has expired'],
  'MOTH-FB-03': [403, 'The API key sent with the request is not recognised'],
  'MOTH-FB-04': [401, 'The access token is missing from the request'],
  'MOTH-RL-01': [429, 'You have exceeded your daily usage allowance'],
  'MOTH-RL-02': [429, 'Too many requests sent in a short time. Wait a few minutes and try again'],
  'MOTH-NP-02': [400, 'VRM is required but has not been provided in the request'],
  'MOTH-NP-04': [400, 'Vehicle identification number is required but has not been provided in the request'],
  'MOTH-IV-03': [400, 'The VRM provided in the request is invalid'],
  'MOTH-IV-04': [400, 'The vehicle identification number provided in the request is invalid'],
  'MOTH-NF-01': [404, 'The vehicle requested has not been found'],
  'MOTH-NF-02': [404, 'The URL requested has not been found'],
  // [INFERRED] The HTTP status of an unknown error was not seen; 500 is assumed.
  'MOTH-UN-01': [500, 'Unknown error encountered'],
} as const satisfies Record<string, readonly [number, string]>;

export type DvsaErrorCode = keyof typeof dvsaErrors;

export function sendDvsaError(reply: FastifyReply, code: DvsaErrorCode, retryAfterSeconds?: number) {
  const [status, errorMessage] = dvsaErrors[code];
  if (retryAfterSeconds !== undefined) void reply.header('retry-after', String(retryAfterSeconds));
  const body: DvsaError = { errorCode: code, errorMessage, requestId: randomUUID() };
  return reply.code(status).send(body);
}
