import type { FastifyInstance, FastifyRequest } from 'fastify';
import { GOOGLE_ISSUER } from './tokens';

/*
 * Google's OpenID Connect discovery document and its token endpoint. The document names Google's
 * issuer (the tokens carry it) and the emulator's own absolute URLs for every endpoint it serves.
 * The emulator runs the implicit flows only (it never issues an authorization code or a refresh
 * token), so the token endpoint answers every grant as Google answers one it cannot honour.
 */
type FormBody = Record<string, string | undefined> | undefined;

export function registerDiscoveryRoutes(app: FastifyInstance): void {
  const base = (request: FastifyRequest) => `${request.protocol}://${request.host}${app.prefix}`;

  app.get('/.well-known/openid-configuration', async (request, reply) => {
    const here = base(request);
    return reply.header('cache-control', 'public, max-age=3600').send({
      issuer: GOOGLE_ISSUER,
      authorization_endpoint: `${here}/o/oauth2/v2/auth`,
      token_endpoint: `${here}/token`,
      userinfo_endpoint: `${here}/v1/userinfo`,
      jwks_uri: `${here}/oauth2/v3/certs`,
      response_types_supported: ['token', 'id_token', 'token id_token', 'none'],
      subject_types_supported: ['public'],
      id_token_signing_alg_values_supported: ['RS256'],
      scopes_supported: ['openid', 'email', 'profile'],
      token_endpoint_auth_methods_supported: ['client_secret_post', 'client_secret_basic'],
      claims_supported: [
        'aud',
        'email',
        'email_verified',
        'exp',
        'family_name',
        'given_name',
        'iat',
        'iss',
        'name',
        'sub',
      ],
      grant_types_supported: ['authorization_code', 'refresh_token'],
    });
  });

  app.post<{ Body: FormBody }>('/token', async (request, reply) => {
    const body = request.body ?? {};
    const basic = /^Basic\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
    const clientId =
      body.client_id ?? (basic ? Buffer.from(basic, 'base64').toString('utf8').split(':')[0] : undefined);
    reply.header('cache-control', 'no-cache, no-store, max-age=0, must-revalidate');
    if (!clientId) {
      return reply
        .code(400)
        .send({ error: 'invalid_request', error_description: 'Could not determine client ID from request.' });
    }
    const grant = body.grant_type;
    if (grant === 'authorization_code') {
      // No code of the emulator's exists: every one is unknown to it.
      return reply.code(400).send({ error: 'invalid_grant', error_description: 'Malformed auth code.' });
    }
    if (grant === 'refresh_token') {
      return reply.code(400).send({ error: 'invalid_grant', error_description: 'Bad Request' });
    }
    return reply
      .code(400)
      .send({ error: 'unsupported_grant_type', error_description: `Invalid grant_type: ${grant ?? ''}` });
  });
}
