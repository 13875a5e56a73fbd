import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clientConfigSchema } from '@kestrel/domain/schemas/account';

/** GET /api/config: the little the browser must know of this deployment (never a secret). */
export const clientConfigRoutes: FastifyPluginAsyncZod = async (app) => {
  const { google, payments } = app.config;
  const answer = {
    google: google ? { clientId: google.clientId, authorizeUrl: google.authorizeUrl, demo: google.demo } : null,
    paypal: { mode: payments.mode, clientId: payments.mode === 'paypal' ? payments.clientId : null },
    monthlyPayments: app.config.directDebit !== null,
  };
  app.get(
    '/api/config',
    { schema: { tags: ['site'], summary: 'Public settings for the web app', response: { 200: clientConfigSchema } } },
    async (_request, reply) => reply.header('cache-control', 'public, max-age=300').send(answer),
  );
};
