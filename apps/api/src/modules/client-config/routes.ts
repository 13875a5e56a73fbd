import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clientConfigSchema } from '@kestrel/domain/schemas/account';
import { clientConfig } from './client-config';
import type { ClientConfigContext } from './context';

/** GET /api/config: the little the browser must know of this deployment (never a secret). */
export const clientConfigRoutes: FastifyPluginAsyncZod<{ context: ClientConfigContext }> = async (app, { context }) => {
  const answer = clientConfig(context);
  app.get(
    '/api/config',
    { schema: { tags: ['site'], summary: 'Public settings for the web app', response: { 200: clientConfigSchema } } },
    async (_request, reply) => reply.header('cache-control', 'public, max-age=300').send(answer),
  );
};
