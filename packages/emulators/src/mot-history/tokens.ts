import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

/** The scope the DVSA's tokens are issued for (CONTRACTS §6). */
export const DVSA_SCOPE = 'https://tapi.dvsa.gov.uk/.default';

export interface TokenStore {
  /** Access token → when it stops working (ms since the epoch). */
  tokens: Map<string, number>;
  /** Lifetime of the tokens issued from now on, in seconds (a test control shortens it). */
  lifetimeSeconds: number;
  issued: number;
}

const sameText = (a: string, b: string) => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

/** Microsoft Entra ID's error body for the token endpoint [SEEN in clients: error, error_description, codes]. */
const entraError = (error: string, description: string, code: number) => ({
  error,
  error_description: `AADSTS${code}: ${description}`,
  error_codes: [code],
  timestamp: new Date().toISOString().replace('T', ' ').slice(0, 19) + 'Z',
  trace_id: randomBytes(16).toString('hex'),
  correlation_id: randomBytes(16).toString('hex'),
});

/**
 * POST /{tenant}/oauth2/v2.0/token: Microsoft Entra ID's client-credentials grant as the DVSA
 * uses it: a form body with grant_type, client_id, client_secret and the DVSA scope.
 */
export function registerTokenRoute(
  app: FastifyInstance,
  store: TokenStore,
  credentials: { clientId: string; clientSecret: string },
): void {
  app.post<{ Params: { tenant: string }; Body: Record<string, string | undefined> | undefined }>(
    '/:tenant/oauth2/v2.0/token',
    async (request, reply) => {
      if (!/^application\/x-www-form-urlencoded/i.test(request.headers['content-type'] ?? '')) {
        return reply
          .code(400)
          .send(
            entraError(
              'invalid_request',
              "The request body must contain the following parameter: 'grant_type'.",
              900144,
            ),
          );
      }
      const body = request.body ?? {};
      if (body.grant_type !== 'client_credentials') {
        return reply
          .code(400)
          .send(
            entraError(
              'unsupported_grant_type',
              "The provided value for the input parameter 'grant_type' is not valid.",
              70003,
            ),
          );
      }
      if (!body.client_id || !sameText(body.client_id, credentials.clientId)) {
        return reply
          .code(400)
          .send(
            entraError(
              'unauthorized_client',
              `Application with identifier '${body.client_id ?? ''}' was not found in the directory.`,
              700016,
            ),
          );
      }
      if (!body.client_secret || !sameText(body.client_secret, credentials.clientSecret)) {
        return reply.code(401).send(entraError('invalid_client', 'Invalid client secret provided.', 7000215));
      }
      if (body.scope !== DVSA_SCOPE) {
        return reply
          .code(400)
          .send(entraError('invalid_scope', `The provided value for scope ${body.scope ?? ''} is not valid.`, 1002012));
      }
      const token = `eyJ0eXAiOiJKV1QiLCJhbGciOiJSUzI1NiJ9.${randomBytes(48).toString('base64url')}`;
      store.tokens.set(token, Date.now() + store.lifetimeSeconds * 1000);
      store.issued += 1;
      return reply.header('cache-control', 'no-store, no-cache').send({
        token_type: 'Bearer',
        expires_in: store.lifetimeSeconds,
        ext_expires_in: store.lifetimeSeconds,
        access_token: token,
      });
    },
  );
}
