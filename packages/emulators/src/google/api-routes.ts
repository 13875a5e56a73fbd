import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SigningKey } from './signing-key';
import { hasScope, type AccessTokenRecord, type TokenIssuer } from './tokens';

/*
 * What servers call: the signing keys, tokeninfo and userinfo, at Google's paths and in
 * Google's shapes (CONTRACTS §4).
 */

/**
 * Google lets its keys be cached for hours. This key is new on every start, so a server that
 * cached it longer would refuse every token after a restart of the emulator alone.
 */
const CERTS_CACHE_CONTROL = 'public, max-age=300, must-revalidate, no-transform';

const INVALID_TOKEN = { error: 'invalid_token', error_description: 'Invalid Value' };

type Params = Record<string, unknown>;

const stringParam = (source: unknown, name: string): string | undefined => {
  const value = typeof source === 'object' && source !== null ? (source as Params)[name] : undefined;
  return typeof value === 'string' && value !== '' ? value : undefined;
};

const bearerToken = (request: FastifyRequest): string | undefined =>
  /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];

/** Every claim as a string ("email_verified":"true", "exp":"1433981953"), as tokeninfo answers. */
const stringValued = (entries: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(entries).map(([name, value]) => [name, String(value)]));

function accessTokenInfo(record: AccessTokenRecord, nowSeconds: number): Record<string, string> {
  const { account, clientId, scope, expiresAt } = record;
  const info: Record<string, unknown> = { azp: clientId, aud: clientId, sub: account.sub, scope };
  info.exp = expiresAt;
  info.expires_in = expiresAt - nowSeconds;
  if (hasScope(scope, 'email')) {
    info.email = account.email;
    info.email_verified = account.emailVerified;
  }
  info.access_type = 'online';
  return stringValued(info);
}

export function registerApiRoutes(app: FastifyInstance, key: SigningKey, issuer: TokenIssuer): void {
  // PEM by key id: what google-auth-library fetches in Node.
  app.get('/oauth2/v1/certs', async (_request, reply) =>
    reply.header('cache-control', CERTS_CACHE_CONTROL).send({ [key.kid]: key.certificate }),
  );

  // JWKS: what google-auth-library fetches where browser crypto exists, and what most libraries use.
  app.get('/oauth2/v3/certs', async (_request, reply) =>
    reply.header('cache-control', CERTS_CACHE_CONTROL).send({ keys: [key.jwk] }),
  );

  // Google answers GET with the token in the query, and POST with it in the body or a Bearer header.
  async function tokenInfo(request: FastifyRequest, reply: FastifyReply) {
    const idToken = stringParam(request.query, 'id_token') ?? stringParam(request.body, 'id_token');
    const accessToken =
      stringParam(request.query, 'access_token') ?? stringParam(request.body, 'access_token') ?? bearerToken(request);
    reply.header('cache-control', 'no-cache, no-store, max-age=0, must-revalidate');
    if (idToken) {
      const decoded = issuer.readIdToken(idToken);
      if (!decoded) return reply.code(400).send(INVALID_TOKEN);
      const { alg, kid, typ } = decoded.header;
      return stringValued({ ...decoded.payload, alg, kid, typ });
    }
    if (accessToken) {
      const record = issuer.readAccessToken(accessToken);
      if (!record) return reply.code(400).send(INVALID_TOKEN);
      return accessTokenInfo(record, issuer.nowSeconds());
    }
    return reply
      .code(400)
      .send({ error: 'invalid_request', error_description: 'either access_token, id_token, or token_handle required' });
  }
  app.get('/tokeninfo', tokenInfo);
  app.post('/tokeninfo', tokenInfo);

  // Google serves userinfo at both addresses (the discovery document names the second).
  const userinfo = async (request: FastifyRequest, reply: FastifyReply) => {
    const token = bearerToken(request);
    const record = token ? issuer.readAccessToken(token) : null;
    if (!record) {
      return reply
        .code(401)
        .header('www-authenticate', 'Bearer realm="https://accounts.google.com/", error="invalid_token"')
        .send({ error: 'invalid_request', error_description: 'Invalid Credentials' });
    }
    const { account, scope } = record;
    // Fields follow the scopes granted, as Google's do: names need profile, the address needs email.
    const info: Record<string, unknown> = { sub: account.sub };
    if (hasScope(scope, 'profile')) {
      info.name = [account.givenName, account.familyName].filter(Boolean).join(' ');
      info.given_name = account.givenName;
      if (account.familyName) info.family_name = account.familyName;
    }
    if (hasScope(scope, 'email')) {
      info.email = account.email;
      info.email_verified = account.emailVerified;
    }
    return reply.header('cache-control', 'no-cache, no-store, max-age=0, must-revalidate').send(info);
  };
  app.get('/oauth2/v3/userinfo', userinfo);
  app.get('/v1/userinfo', userinfo);
}
