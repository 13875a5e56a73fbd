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
  const readySchema = z.object({ status: z.string(), redis: z.enum(['ok', 'degraded']).optional() });

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
        summary: 'The database answers (and whether rate limits are shared through Redis)',
        description:
          'Redis being away does not make an instance unready: rate limits then count per process (`redis: degraded`).',
        response: { 200: readySchema, 503: readySchema },
      },
    },
    async (request, reply) => {
      // Shutting down (SIGTERM): not ready, so the load balancer stops sending; still serving.
      if (app.lifecycle.draining) return reply.code(503).send({ status: 'draining' });
      try {
        await withTimeout(app.database.ping(), READY_TIMEOUT_MS);
        const health = app.limiterHealth;
        return health
          ? { status: 'ready', redis: health.degraded ? ('degraded' as const) : ('ok' as const) }
          : { status: 'ready' };
      } catch (error) {
        request.log.warn({ err: error }, 'readiness check failed: database unreachable');
        return reply.code(503).send({ status: 'database unreachable' });
      }
    },
  );
};
