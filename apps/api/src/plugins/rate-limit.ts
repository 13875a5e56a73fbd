import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import type { Redis } from 'ioredis';
import { errorCodes } from '@kestrel/domain/schemas/errors';
import { AppError } from '../lib/errors';

/**
 * Per-route limits only (`config.rateLimit` on a route), so static files are never throttled.
 * Keys are the client address as Fastify sees it (trustProxy decides whether X-Forwarded-For
 * counts). With Redis the counts are shared by every instance.
 */
export const rateLimitPlugin = fp<{ redis: Redis | null }>(async (app, options) => {
  await app.register(rateLimit, {
    global: false,
    enableDraftSpec: false,
    skipOnError: false,
    ...(options.redis ? { redis: options.redis, nameSpace: 'kestrel:rate:' } : {}),
    allowList: () => !app.config.rateLimit,
    errorResponseBuilder: (_request, context) => {
      const seconds = Math.max(1, Math.ceil(context.ttl / 1000));
      return new AppError(
        429,
        errorCodes.rateLimited,
        `Too many requests. Please wait ${seconds} seconds and try again.`,
        undefined,
        undefined,
        seconds,
      );
    },
  });
});
