import type { FastifyError, FastifyPluginAsync, FastifyRequest } from 'fastify';
import { acceptProviderBodies } from '../body-parsers';
import { registerAuthorizeRoutes } from './authorize';
import { registerCaptureRoute } from './capture';
import { registerCheckoutRoutes } from './checkout-routes';
import type { PaypalContext } from './context';
import { registerControlRoutes } from './control-routes';
import { paypalErrorBody, sendPaypalError } from './errors';
import { bearerGuard, registerOauthRoute } from './oauth';
import { registerOrderRoutes } from './order-routes';
import { registerPaymentReadRoutes, registerRefundRoute } from './refund-route';
import { registerReportingRoute } from './reporting-route';
import { createPaypalState } from './state';
import { registerWebhookVerifyRoute } from './webhooks';

export interface PaypalEmulatorOptions {
  /** The client credentials /v1/oauth2/token accepts. Default: kestrel-demo-client / kestrel-demo-secret. */
  clientId?: string;
  clientSecret?: string;
  /**
   * The base of the approve link (`${approveBase}/checkoutnow?token=ID`). Default: the emulator's
   * absolute URL from the request; the site passes '/__emulators/paypal' to keep the buyer on its origin.
   */
  approveBase?: string;
}

export const PAYPAL_DEMO_CLIENT_ID = 'kestrel-demo-client';
export const PAYPAL_DEMO_CLIENT_SECRET = 'kestrel-demo-secret';
const BODY_LIMIT = 65_536;

/**
 * PayPal REST (Orders v2 with capture and authorize intents, authorizations, captures and refunds, Transaction Search, webhook verification, OAuth) at PayPal's paths
 * below the prefix, speaking its JSON and errors (CONTRACTS §3); the buyer's approval page; and
 * test controls under /__control. State lives in memory, one store per registration.
 */
export const paypalEmulator: FastifyPluginAsync<PaypalEmulatorOptions> = async (app, options) => {
  const state = createPaypalState();
  const apiBase = (request: FastifyRequest) => `${request.protocol}://${request.host}${app.prefix}`;
  const ctx: PaypalContext = {
    state,
    bases: (request) => ({ api: apiBase(request), approve: options.approveBase ?? apiBase(request) }),
  };

  // PayPal takes an empty body where JSON is optional (capture, full refund); malformed JSON is
  // its 400 MALFORMED_REQUEST_JSON. These parsers stay inside this plugin's context.
  acceptProviderBodies(app, { bodyLimit: BODY_LIMIT, malformed: 'MALFORMED_REQUEST_JSON' });
  app.setErrorHandler((error: FastifyError, _request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? 400 : 500;
    const body = paypalErrorBody(status, status === 400 ? { issue: 'MALFORMED_REQUEST_JSON' } : undefined);
    return reply.code(status).send(body);
  });

  // The token is checked first on every API path, known or not: before the body is read (onRequest)
  // and before any 404, as PayPal's gateway does.
  const guard = bearerGuard(state);
  app.addHook('onRequest', async (request, reply) => {
    const path = request.url.slice(app.prefix.length).split('?')[0] ?? '';
    if (!/^\/v[12]\//.test(path) || path === '/v1/oauth2/token') return;
    return guard(request, reply);
  });
  app.setNotFoundHandler(async (_request, reply) => sendPaypalError(reply, 404));

  registerOauthRoute(app, state, {
    clientId: options.clientId ?? PAYPAL_DEMO_CLIENT_ID,
    clientSecret: options.clientSecret ?? PAYPAL_DEMO_CLIENT_SECRET,
  });
  registerOrderRoutes(app, ctx);
  registerCaptureRoute(app, ctx);
  registerAuthorizeRoutes(app, ctx);
  registerRefundRoute(app, ctx);
  registerPaymentReadRoutes(app, ctx);
  registerReportingRoute(app, ctx);
  registerWebhookVerifyRoute(app, ctx);
  registerCheckoutRoutes(app, state);
  registerControlRoutes(app, ctx);
};
