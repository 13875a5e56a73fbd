import type { Redis } from 'ioredis';
import { commonJsExports } from './common-js';

/**
 * The Redis client shared by the rate limits. Commands fail fast when Redis is away rather than
 * queueing for ever; the connection comes back by itself. ioredis is loaded only when Redis is
 * configured: demo mode starts without it (docs/quality.md, cold start).
 */
export async function openRedis(url: string): Promise<Redis> {
  const { Redis } = commonJsExports(await import('ioredis'));
  const redis = new Redis(url, { maxRetriesPerRequest: 1, connectTimeout: 2000, enableAutoPipelining: true });
  // Reported by the failing command; an 'error' event with no listener would end the process.
  redis.on('error', () => {});
  return redis;
}
