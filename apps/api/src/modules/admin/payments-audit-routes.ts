import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { paymentsAuditAnswerSchema, paymentsAuditQuerySchema, sinceMs } from '@kestrel/domain/schemas/payments-audit';
import { errorAnswers } from '../../lib/error-answers';
import type { AdminContext } from './context';
import { auditPayments } from './payments-audit';

/**
 * GET /api/admin/payments/audit?since=24h: PayPal's captures and refunds in the window that our
 * records do not account for.
 */
export const paymentsAuditAdminRoutes: FastifyPluginAsyncZod<{ context: AdminContext }> = async (app, { context }) => {
  app.get(
    '/api/admin/payments/audit',
    {
      schema: {
        tags: ['admin'],
        summary:
          "PayPal's captures we have no order for or whose amount differs, and refunds we have no record of (Transaction Search)",
        querystring: paymentsAuditQuerySchema,
        response: { 200: paymentsAuditAnswerSchema, ...errorAnswers(400, 401, 403, 503) },
      },
    },
    async (request) => auditPayments(context, sinceMs(request.query.since), request.log),
  );
};
