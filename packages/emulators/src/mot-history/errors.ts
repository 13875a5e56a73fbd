import { randomUUID } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import type { DvsaError } from './wire';

/** The DVSA's error answers (CONTRACTS §6), by the code each travels with. */
export const dvsaErrors = {
  'MOTH-NF-01': [404, 'No MOT Tests found with vehicle registration'],
  'MOTH-IV-01': [400, 'Invalid registration'],
  'MOTH-BR-01': [400, 'Bad request: this endpoint has been retired'],
  'MOTH-UA-01': [401, 'Unauthorised: the access token is not valid'],
  'MOTH-FB-02': [401, 'Unauthorised: the access token has expired'],
  'MOTH-FB-03': [403, 'Forbidden: the API key is not recognised'],
  'MOTH-FB-04': [401, 'Unauthorised: no access token was provided'],
  'MOTH-RL-01': [429, 'Too many requests: the daily quota has been used'],
  'MOTH-RL-02': [429, 'Too many requests: slow down'],
  // [INFERRED] No 5xx body was seen in any client; the DVSA's error shape is assumed.
  'MOTH-IS-01': [500, 'Internal server error'],
} as const satisfies Record<string, readonly [number, string]>;

export type DvsaErrorCode = keyof typeof dvsaErrors;

export function sendDvsaError(reply: FastifyReply, code: DvsaErrorCode, retryAfterSeconds?: number) {
  const [status, errorMessage] = dvsaErrors[code];
  if (retryAfterSeconds !== undefined) void reply.header('retry-after', String(retryAfterSeconds));
  const body: DvsaError = { errorCode: code, errorMessage, requestId: randomUUID() };
  return reply.code(status).send(body);
}
