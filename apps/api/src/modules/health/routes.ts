import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const READY_TIMEOUT_MS = 2000;

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return Promise.race([
    promise,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error('timed out')), ms).unref()),
  ]);
}

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const statusSchema = z.object({ status: z.string() });

  app.get(
    '/healthz',
    { logLevel: 'warn', schema: { tags: ['health'], summary: 'The process is up', response: { 200: statusSchema } } },
    async () => ({ status: 'ok' }),
  );

  app.get(
    '/readyz',
    {
      logLevel: 'warn',
      schema: {
        tags: ['health'],
        summary: 'The database answers',
        response: { 200: statusSchema, 503: statusSchema },
      },
    },
    async (request, reply) => {
      try {
        await withTimeout(app.database.ping(), READY_TIMEOUT_MS);
        return { status: 'ready' };
      } catch (error) {
        request.log.warn({ err: error }, 'readiness check failed: database unreachable');
        return reply.code(503).send({ status: 'database unreachable' });
      }
    },
  );
};
