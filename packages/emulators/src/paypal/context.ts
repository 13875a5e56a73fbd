import type { FastifyRequest } from 'fastify';
import type { LinkBases } from './representation';
import type { PaypalState } from './state';

/** What every group of routes shares: the state and where links point (the token is checked in plugin.ts). */
export interface PaypalContext {
  state: PaypalState;
  bases: (request: FastifyRequest) => LinkBases;
}

/** The PayPal-Request-Id header, when sent (1–108 characters, as PayPal allows). */
function requestIdOf(request: FastifyRequest): string | undefined {
  const value = request.headers['paypal-request-id'];
  const id = Array.isArray(value) ? value[0] : value;
  return id && id.length <= 108 ? id : undefined;
}

/**
 * A call's PayPal-Request-Id replay, `scope` naming the call and its resource (`capture:<order id>`):
 * the answer an earlier call with the same id got (sent again with 200), and `keep` to store this
 * call's answer (201) for the next. Without the header nothing is kept or replayed.
 */
export function requestReplay(state: PaypalState, request: FastifyRequest, scope: string) {
  const requestId = requestIdOf(request);
  const key = requestId ? `${scope}:${requestId}` : undefined;
  return {
    earlier: key ? state.answerFor(key) : undefined,
    keep: (body: unknown) => {
      if (key) state.remember(key, { status: 201, body });
    },
  };
}

export const wantsRepresentation = (request: FastifyRequest) =>
  /return=representation/i.test(String(request.headers.prefer ?? ''));

/** A JSON object (not null, not an array): what a request body must be. */
export const isJsonObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
