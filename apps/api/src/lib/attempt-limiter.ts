import type { Redis } from 'ioredis';

export interface AttemptCount {
  /** Attempts counted in the current window, this one included. */
  count: number;
  /** Milliseconds until the window ends and the count starts again. */
  resetMs: number;
}

/**
 * Counts attempts per key in fixed windows: sign-in failures per account, requests per client
 * address. In Redis when configured, so every instance shares one count; in memory otherwise.
 */
export interface AttemptLimiter {
  /** Counts one attempt against `key`. */
  hit(key: string, windowMs: number): Promise<AttemptCount>;
  /** The current count, without adding to it. */
  peek(key: string): Promise<AttemptCount>;
}

/** A process-local limiter; the map is pruned as windows end, so it cannot grow without bound. */
export function memoryAttemptLimiter(now: () => number = Date.now): AttemptLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  let nextPrune = 0;
  const prune = (time: number) => {
    if (time < nextPrune) return;
    nextPrune = time + 60_000;
    for (const [key, entry] of windows) if (entry.resetAt <= time) windows.delete(key);
  };
  const current = (key: string, time: number) => {
    const entry = windows.get(key);
    return entry && entry.resetAt > time ? entry : undefined;
  };
  return {
    async hit(key, windowMs) {
      const time = now();
      prune(time);
      const entry = current(key, time) ?? { count: 0, resetAt: time + windowMs };
      entry.count += 1;
      windows.set(key, entry);
      return { count: entry.count, resetMs: entry.resetAt - time };
    },
    async peek(key) {
      const time = now();
      const entry = current(key, time);
      return entry ? { count: entry.count, resetMs: entry.resetAt - time } : { count: 0, resetMs: 0 };
    },
  };
}

/** INCR and, on the first attempt of a window, PEXPIRE, in one atomic step. */
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return { count, redis.call('PTTL', KEYS[1]) }`;

export function redisAttemptLimiter(redis: Redis, prefix = 'kestrel:attempts:'): AttemptLimiter {
  return {
    async hit(key, windowMs) {
      const [count, ttl] = (await redis.eval(HIT_SCRIPT, 1, prefix + key, String(windowMs))) as [number, number];
      return { count, resetMs: Math.max(0, ttl) };
    },
    async peek(key) {
      const [value, ttl] = await Promise.all([redis.get(prefix + key), redis.pttl(prefix + key)]);
      return { count: Number(value ?? 0), resetMs: Math.max(0, ttl) };
    },
  };
}

/** Counts nothing: for benchmarks with RATE_LIMIT=off (refused in production). */
export const noAttemptLimiter: AttemptLimiter = {
  hit: async () => ({ count: 0, resetMs: 0 }),
  peek: async () => ({ count: 0, resetMs: 0 }),
};
