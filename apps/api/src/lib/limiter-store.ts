import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { AttemptLimiter } from './attempt-limiter';

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

function answer(counted: Promise<{ count: number; resetMs: number }>, callback: Callback): void {
  counted.then(
    ({ count, resetMs }) => callback(null, { current: count, ttl: resetMs }),
    (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
  );
}

/**
 * A store for @fastify/rate-limit counting through one of our AttemptLimiters, so route limits
 * share the login limits' Redis and their fallback to memory when Redis is away. One key prefix
 * per route, as the plugin's own stores do.
 */
export function limiterStore(limiter: AttemptLimiter, prefix = 'rate:'): FastifyRateLimitStoreCtor {
  const store = (keyPrefix: string): FastifyRateLimitStore & { read: (key: string, callback: Callback) => void } => ({
    incr: (key, callback, timeWindow) => answer(limiter.hit(keyPrefix + key, timeWindow), callback),
    read: (key, callback) => answer(limiter.peek(keyPrefix + key), callback),
    // The plugin passes the route's merged limit options, the route itself in `routeInfo`.
    child: (options) => {
      const { method, url } = (options as unknown as { routeInfo: { method?: string | string[]; url?: string } })
        .routeInfo;
      return store(`${keyPrefix}${[method ?? ''].flat().join(',')}${url ?? ''}-`);
    },
  });
  // The plugin constructs its store with `new`; a constructor returning an object gives that object.
  return function LimiterStore() {
    return store(prefix);
  } as unknown as FastifyRateLimitStoreCtor;
}
