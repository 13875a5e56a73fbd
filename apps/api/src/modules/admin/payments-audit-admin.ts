import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { paymentsAuditAnswerSchema, paymentsAuditQuerySchema, sinceMs } from '@kestrel/domain/schemas/payments-audit';
import { errorBodySchema } from '@kestrel/domain/schemas/errors';
import { PaymentProviderError, type PaymentProvider } from '../../adapters/payments/payment-provider';
import { badRequest, providerUnavailable } from '../../lib/errors';
import { auditCaptures } from '../payments';

const MAX_WINDOW_MS = 31 * 86_400_000;

/** GET /api/admin/payments/audit?since=24h: PayPal's captures in the window not accounted for by our orders. */
export const paymentsAuditAdminRoutes: FastifyPluginAsyncZod<{ provider: PaymentProvider }> = async (
  app,
  { provider },
) => {
  app.get(
    '/api/admin/payments/audit',
    {
      schema: {
        tags: ['admin'],
        summary: "PayPal's captures we have no order for, or whose amount differs (Transaction Search)",
        querystring: paymentsAuditQuerySchema,
        response: {
          200: paymentsAuditAnswerSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
          503: errorBodySchema,
        },
      },
    },
    async (request) => {
      const window = sinceMs(request.query.since);
      if (window > MAX_WINDOW_MS) throw badRequest('Look back 31 days at most.', { since: 'At most 31d' });
      const to = new Date();
      try {
        return await auditCaptures(app.database.db, provider, new Date(to.getTime() - window), to);
      } catch (error) {
        if (!(error instanceof PaymentProviderError)) throw error;
        request.log.warn({ err: error }, 'payments audit: PayPal could not be reached');
        throw providerUnavailable("We couldn't reach PayPal just now. Please try again in a moment.");
      }
    },
  );
};
