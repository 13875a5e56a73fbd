import type { FastifyInstance } from 'fastify';
import { requireAuthentication, type ApiContext } from './api-support';
import { registerBillingRequestRoutes } from './billing-request-routes';
import { registerCustomerRoutes } from './customer-routes';
import { sendGocardlessError } from './errors';
import { registerEventRoutes } from './event-routes';
import { registerMandateRoutes } from './mandate-routes';
import { registerPaymentRoutes } from './payment-routes';
import { registerScheduleRoutes } from './schedule-routes';

export type { ApiContext } from './api-support';

/*
 * GoCardless's REST API (CONTRACTS §7) below the prefix, for every resource we use and every call
 * gocardless-nodejs offers on it: billing requests and flows, customers and their bank accounts,
 * mandates, instalment schedules, payments, refunds and events. Bodies are wrapped in the
 * resource's plural name; creates honour Idempotency-Key; lists are cursor-paginated; the token is
 * checked before anything else, on every path, known or not.
 */
export function registerApiRoutes(app: FastifyInstance, ctx: ApiContext): void {
  requireAuthentication(app, ctx.accessToken);
  registerBillingRequestRoutes(app, ctx);
  registerCustomerRoutes(app, ctx);
  registerMandateRoutes(app, ctx);
  registerScheduleRoutes(app, ctx);
  registerPaymentRoutes(app, ctx);
  registerEventRoutes(app, ctx);
  app.setNotFoundHandler(async (_request, reply) =>
    sendGocardlessError(reply, 404, 'invalid_api_usage', 'Not found', [
      { reason: 'path_not_found', message: 'The path was not found' },
    ]),
  );
}
