import { Redis } from 'ioredis';

/**
 * The Redis client shared by the rate limits. Commands fail fast when Redis is away rather than
 * queueing for ever; the connection comes back by itself.
 */
export function openRedis(url: string): Redis {
  const redis = new Redis(url, { maxRetriesPerRequest: 1, connectTimeout: 2000, enableAutoPipelining: true });
  // Reported by the failing command; an 'error' event with no listener would end the process.
  redis.on('error', () => {});
  return redis;
}
