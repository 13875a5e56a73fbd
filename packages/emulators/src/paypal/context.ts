import type { FastifyRequest } from 'fastify';
import type { LinkBases } from './representation';
import type { PaypalState } from './state';

/** What every group of routes shares: the state and where links point (the token is checked in plugin.ts). */
export interface PaypalContext {
  state: PaypalState;
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
