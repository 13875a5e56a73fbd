import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import { errorCodes } from '@kestrel/domain/schemas/errors';
import type { AttemptLimiter } from '../lib/attempt-limiter';
import { AppError } from '../lib/errors';
import { limiterStore } from '../lib/limiter-store';

/**
 * Per-route limits only (`config.rateLimit` on a route), so static files are never throttled.
 * Keys are the client address as Fastify sees it (trustProxy decides whether X-Forwarded-For
 * counts). Counted by the app's limiter: in Redis, shared by every instance, falling back to
 * this process's memory while Redis is away (lib/resilient-limiter.ts).
 */
export const rateLimitPlugin = fp<{ limiter: AttemptLimiter }>(async (app, options) => {
  await app.register(rateLimit, {
    global: false,
    enableDraftSpec: false,
    skipOnError: false,
    store: limiterStore(options.limiter),
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
