import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { acceptFormBodies } from '../body-parsers';
import { registerApiRoutes } from './api-routes';
import { parseAuthorizeRequest, redirectWithFragment, type AuthorizeError } from './authorize-request';
import { registerControlRoutes } from './control-routes';
import { registerDiscoveryRoutes } from './discovery';
import { accountForEmail, googleDemoIdentities, type GoogleAccount } from './identities';
import { authorizeErrorPage, chooseAccountPage } from './pages';
import { lazySigningKey } from './signing-key';
import { chooserStylesheet } from './stylesheet';
import { createTokenIssuer } from './tokens';

export interface GoogleEmulatorOptions {
  /** The only client ids accepted on the sign-in page (others get 401 invalid_client). Default: any. */
  clientIds?: string[];
  /** The audience of tokens from /__control/tokens when the test names none. */
  defaultClientId?: string;
}

/** The demo client id of apps/api's configuration, so control tokens verify there by default. */
const DEMO_CLIENT_ID = 'kestrel-demo.apps.googleusercontent.com';
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const FORM_BODY_LIMIT = 16_384;

type FormBody = Record<string, string | undefined>;

/**
 * Google's OAuth 2.0 / OpenID Connect sign-in for the implicit flows (response_type id_token,
 * token, or both): the account chooser, the signing keys, tokeninfo and userinfo, at Google's
 * paths below the prefix. The RSA key is made for each start (when first needed), so each start has its own.
 */
export const googleEmulator: FastifyPluginAsync<GoogleEmulatorOptions> = async (app, options) => {
  const key = lazySigningKey();
  // Made once the server listens, off the event loop; a request before then makes it at once.
  app.addHook('onListen', async () => key.prepare());
  const issuer = createTokenIssuer(key);
  const stylesheet = `${app.prefix}/static/account-chooser.css`;
  const approveAction = `${app.prefix}/o/oauth2/v2/auth/approve`;

  // The chooser posts ordinary HTML forms.
  acceptFormBodies(app, FORM_BODY_LIMIT);

  const sendPage = (reply: FastifyReply, status: number, html: string) =>
    reply.code(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html);
  const sendError = (reply: FastifyReply, failure: AuthorizeError) =>
    sendPage(reply, failure.status, authorizeErrorPage(failure, stylesheet));

  app.get('/static/account-chooser.css', async (_request, reply) =>
    reply.header('cache-control', 'public, max-age=3600').type('text/css; charset=utf-8').send(chooserStylesheet),
  );

  app.get<{ Querystring: Record<string, unknown> }>('/o/oauth2/v2/auth', async (request, reply) => {
    const parsed = parseAuthorizeRequest(request.query, options.clientIds);
    if (!parsed.ok) return sendError(reply, parsed.failure);
    // No one is ever signed in to the emulator, so a silent request cannot succeed.
    if (parsed.request.prompt === 'none') {
      return reply.redirect(redirectWithFragment(parsed.request, { error: 'login_required' }), 302);
    }
    return sendPage(
      reply,
      200,
      chooseAccountPage({ request: parsed.request, accounts: googleDemoIdentities, approveAction, stylesheet }),
    );
  });

  app.post<{ Body: FormBody | undefined }>('/o/oauth2/v2/auth/approve', async (request, reply) => {
    const body: FormBody = request.body ?? {};
    const parsed = parseAuthorizeRequest(body, options.clientIds);
    if (!parsed.ok) return sendError(reply, parsed.failure);
    const authorize = parsed.request;
    reply.header('cache-control', 'no-store');
    if (body.action === 'cancel') {
      return reply.redirect(redirectWithFragment(authorize, { error: 'access_denied' }), 302);
    }

    let account: GoogleAccount | undefined;
    if (body.action === 'other') {
      const email = body.email?.trim() ?? '';
      const givenName = body.given_name?.trim() ?? '';
      if (!EMAIL_PATTERN.test(email) || !givenName) {
        return sendError(reply, {
          status: 400,
          error: 'invalid_request',
          description: 'Enter an e-mail address and a first name.',
        });
      }
      account = accountForEmail(email, { givenName, familyName: body.family_name ?? '' });
    } else {
      account = googleDemoIdentities.find((identity) => identity.sub === body.account);
    }
    if (!account) {
      return sendError(reply, { status: 400, error: 'invalid_request', description: 'Choose an account.' });
    }

    const tokens = issuer.mint({
      account: { ...account, emailVerified: true },
      clientId: authorize.clientId,
      scope: authorize.scope,
      idToken: authorize.responseTypes.idToken,
      accessToken: authorize.responseTypes.token,
      nonce: authorize.nonce,
    });
    const answer: Record<string, string> = {};
    if (tokens.accessToken) {
      answer.access_token = tokens.accessToken;
      answer.token_type = 'Bearer';
      answer.expires_in = String(tokens.expiresIn);
      answer.scope = tokens.scope;
    }
    if (tokens.idToken) answer.id_token = tokens.idToken;
    answer.authuser = '0';
    answer.prompt = 'consent';
    return reply.redirect(redirectWithFragment(authorize, answer), 302);
  });

  registerApiRoutes(app, key, issuer);
  registerDiscoveryRoutes(app);
  registerControlRoutes(app, issuer, options.defaultClientId ?? options.clientIds?.[0] ?? DEMO_CLIENT_ID);
};
