import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { HealthContext } from './context';
import { readiness } from './readiness';

export const healthRoutes: FastifyPluginAsyncZod<{ context: HealthContext }> = async (app, { context }) => {
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
      const ready = await readiness(context);
      if (ready.ready) return ready.redis ? { status: ready.status, redis: ready.redis } : { status: ready.status };
      if (ready.status === 'database unreachable') {
        request.log.warn({ err: ready.error }, 'readiness check failed: database unreachable');
      }
      return reply.code(503).send({ status: ready.status });
    },
  );
};
