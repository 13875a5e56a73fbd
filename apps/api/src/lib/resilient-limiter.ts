import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { memoryAttemptLimiter, redisAttemptLimiter, type AttemptLimiter } from './attempt-limiter';

/** Whether the shared (Redis) counts are in use, for /readyz and /metrics. */
export interface LimiterHealth {
  /** True while Redis cannot be reached and counts are kept per process. */
  readonly degraded: boolean;
  /** Attempts counted in this process's memory because Redis could not be reached. */
  readonly fallbacks: number;
}

/**
 * Connection states in which Redis is known to be away: attempts go straight to memory rather
 * than wait for a reconnection. While the first connection is being made they wait for it.
 */
const LOST = new Set(['reconnecting', 'close', 'end']);

export interface ResilientLimiter extends AttemptLimiter {
  health: LimiterHealth;
}

/**
 * Counts in Redis, shared by every instance; while Redis cannot be reached, in this process's
 * memory instead (each instance then limits on its own: a looser limit, never a 500). Redis
 * being away is logged once when it starts and once when it ends, and counted for /metrics. A
 * client whose connection was lost is not waited for: the attempt goes straight to memory.
 */
export function resilientAttemptLimiter(
  redis: Redis,
  log: Pick<FastifyBaseLogger, 'warn' | 'info'>,
  fallback: AttemptLimiter = memoryAttemptLimiter(),
): ResilientLimiter {
  const shared = redisAttemptLimiter(redis);
  const state = { degraded: false, fallbacks: 0 };
  const health: LimiterHealth = {
    // Redis not connected counts even before an attempt finds out.
    get degraded() {
      return state.degraded || LOST.has(redis.status);
    },
    get fallbacks() {
      return state.fallbacks;
    },
  };

  async function attempt<T>(call: (limiter: AttemptLimiter) => Promise<T>): Promise<T> {
    if (!LOST.has(redis.status)) {
      try {
        const result = await call(shared);
        if (state.degraded) {
          state.degraded = false;
          log.info('rate limits: Redis is back, counts are shared again');
        }
        return result;
      } catch (error) {
        fellBack(error);
      }
    } else {
      fellBack(new Error(`Redis connection is ${redis.status}`));
    }
    state.fallbacks += 1;
    return call(fallback);
  }

  function fellBack(error: unknown) {
    if (state.degraded) return;
    state.degraded = true;
    log.warn({ err: error }, 'rate limits: Redis unreachable, counting per process until it is back');
  }

  return {
    health,
    hit: (key, windowMs) => attempt((limiter) => limiter.hit(key, windowMs)),
    peek: (key) => attempt((limiter) => limiter.peek(key)),
  };
}
