import type { FastifyReply, FastifyRequest } from 'fastify';
import type { LinkBases } from './representation';
import type { PaypalState } from './state';

/** What every group of routes shares: the state, the auth guard and where links point. */
export interface PaypalContext {
  state: PaypalState;
  guard: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
  bases: (request: FastifyRequest) => LinkBases;
}

/** The PayPal-Request-Id header, when sent (1–108 characters, as PayPal allows). */
export function requestIdOf(request: FastifyRequest): string | undefined {
  const value = request.headers['paypal-request-id'];
  const id = Array.isArray(value) ? value[0] : value;
  return id && id.length <= 108 ? id : undefined;
}

export const wantsRepresentation = (request: FastifyRequest) =>
  /return=representation/i.test(String(request.headers.prefer ?? ''));
