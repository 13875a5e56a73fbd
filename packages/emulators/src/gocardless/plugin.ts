import { acceptProviderBodies } from '../body-parsers';
import type { FastifyError, FastifyPluginAsync, FastifyRequest } from 'fastify';
import { registerApiRoutes } from './api-routes';
import { registerControlRoutes } from './control-routes';
import { sendGocardlessError } from './errors';
import { registerFlowRoutes } from './flow-routes';
import { createGocardlessState, type GocardlessEvent } from './state';
import { deliver, type WebhookTarget } from './webhooks';

export interface GocardlessEmulatorOptions {
  /** The bearer token the API accepts. Default: GOCARDLESS_DEMO_ACCESS_TOKEN. */
  accessToken?: string;
  /** Where signed webhooks are posted; none by default (a control sets it). */
  webhookUrl?: string;
  webhookSecret?: string;
  /** The base of authorisation_url; default the emulator's absolute URL from the request. */
  flowBase?: string;
  /** The emulator's first day (yyyy-MM-dd); default today. */
  today?: string;
}

export const GOCARDLESS_DEMO_ACCESS_TOKEN = 'kestrel-demo-gocardless-token';
export const GOCARDLESS_DEMO_WEBHOOK_SECRET = 'kestrel-demo-gocardless-webhook-secret';
const BODY_LIMIT = 65_536;

/**
 * GoCardless (CONTRACTS §7) at its paths below the prefix, speaking its JSON envelope, headers and
 * errors; the hosted bank-details page of a billing request flow; signed webhooks; and test
 * controls under /__control. State lives in memory, one store per registration.
 */
export const gocardlessEmulator: FastifyPluginAsync<GocardlessEmulatorOptions> = async (app, options) => {
  const state = createGocardlessState(options.today);
  const target: WebhookTarget = {
    url: options.webhookUrl ?? null,
    secret: options.webhookSecret ?? GOCARDLESS_DEMO_WEBHOOK_SECRET,
  };
  const emit = (events: GocardlessEvent[]) => deliver(target, events);
  const flowBase = (request: FastifyRequest) =>
    options.flowBase ?? `${request.protocol}://${request.host}${app.prefix}`;

  acceptProviderBodies(app, { bodyLimit: BODY_LIMIT, malformed: 'invalid_json' });
  app.setErrorHandler((error: FastifyError, _request, reply) => {
    const client = error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500;
    if (!client) return sendGocardlessError(reply, 500, 'gocardless', 'Internal server error');
    return sendGocardlessError(reply, 400, 'invalid_api_usage', 'Invalid document structure', [
      { reason: 'invalid_document_structure', message: 'Invalid document structure' },
    ]);
  });

  registerApiRoutes(app, {
    state,
    accessToken: options.accessToken ?? GOCARDLESS_DEMO_ACCESS_TOKEN,
    flowBase,
    emit: (events) => void emit(events),
  });
  registerFlowRoutes(app, state, (events) => void emit(events));
  registerControlRoutes(app, state, target, emit);
};
