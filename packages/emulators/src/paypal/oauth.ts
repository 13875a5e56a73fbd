import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendPaypalError } from './errors';
import type { PaypalState } from './state';

/** Tokens last as long as PayPal's usually do (about nine hours). */
const EXPIRES_IN = 32_400;
const APP_ID = 'APP-80W284485P519543T';

const sameText = (a: string, b: string) => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

function basicCredentials(header: string | undefined): { id: string; secret: string } | null {
  const match = /^Basic\s+(\S+)$/i.exec(header ?? '');
  if (!match?.[1]) return null;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  return colon < 0 ? null : { id: decoded.slice(0, colon), secret: decoded.slice(colon + 1) };
}

/** POST /v1/oauth2/token: client credentials in Basic auth, grant_type=client_credentials. */
export function registerOauthRoute(
  app: FastifyInstance,
  state: PaypalState,
  credentials: { clientId: string; clientSecret: string },
): void {
  app.post<{ Body: Record<string, string | undefined> | undefined }>('/v1/oauth2/token', async (request, reply) => {
    const given = basicCredentials(request.headers.authorization);
    if (!given || !sameText(given.id, credentials.clientId) || !sameText(given.secret, credentials.clientSecret)) {
      return reply.code(401).send({ error: 'invalid_client', error_description: 'Client Authentication failed' });
    }
    const grantType = request.body?.grant_type;
    if (grantType !== 'client_credentials') {
      return reply.code(400).send({
        error: 'unsupported_grant_type',
        error_description: grantType ? `Grant Type is not supported: ${grantType}` : 'Grant type is null',
      });
    }
    const token = `A21AA${randomBytes(48).toString('base64url')}`;
    state.tokens.set(token, Date.now() + EXPIRES_IN * 1000);
    return reply.header('cache-control', 'no-store').send({
      scope: 'https://uri.paypal.com/services/payments/payment https://uri.paypal.com/services/payments/refund',
      access_token: token,
      token_type: 'Bearer',
      app_id: APP_ID,
      expires_in: EXPIRES_IN,
      nonce: `${new Date().toISOString()}${randomBytes(8).toString('hex')}`,
    });
  });
}

/** The check on every other PayPal API route (an onRequest hook, plugin.ts): a Bearer token this emulator issued and still valid. */
export function bearerGuard(state: PaypalState) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
    const expires = match?.[1] ? state.tokens.get(match[1]) : undefined;
    if (expires === undefined || expires <= Date.now()) return sendPaypalError(reply, 401);
  };
}
