import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { memoryAttemptLimiter, redisAttemptLimiter, type AttemptLimiter } from '../src/lib/attempt-limiter';

// The machine's Redis (CI has one on 6379); REDIS_URL names another.
const redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', {
  lazyConnect: true,
  maxRetriesPerRequest: 1,
});
const other = redis.duplicate();
afterAll(async () => {
  await redis.quit();
  await other.quit();
});

function clock() {
  let time = 1_000_000;
  return { now: () => time, advance: (ms: number) => (time += ms) };
}

describe('memoryAttemptLimiter', () => {
  it('counts attempts per key within a window, then starts again', async () => {
    const time = clock();
    const limiter = memoryAttemptLimiter(time.now);
    expect(await limiter.hit('a', 1000)).toEqual({ count: 1, resetMs: 1000 });
    time.advance(400);
    expect(await limiter.hit('a', 1000)).toEqual({ count: 2, resetMs: 600 });
    expect(await limiter.peek('a')).toEqual({ count: 2, resetMs: 600 });
    expect(await limiter.peek('b')).toEqual({ count: 0, resetMs: 0 });
    time.advance(600);
    expect(await limiter.peek('a')).toEqual({ count: 0, resetMs: 0 });
    expect(await limiter.hit('a', 1000)).toEqual({ count: 1, resetMs: 1000 });
  });
});

describe('redisAttemptLimiter', () => {
  it('shares one count between two instances, and expires it', async () => {
    await redis.connect();
    const prefix = `test:${randomUUID()}:`;
    const first: AttemptLimiter = redisAttemptLimiter(redis, prefix);
    const second: AttemptLimiter = redisAttemptLimiter(other, prefix);
    expect((await first.hit('login:ip:1', 300)).count).toBe(1);
    expect((await second.hit('login:ip:1', 300)).count).toBe(2);
    const peeked = await first.peek('login:ip:1');
    expect(peeked.count).toBe(2);
    expect(peeked.resetMs).toBeGreaterThan(0);
    expect(peeked.resetMs).toBeLessThanOrEqual(300);
    await new Promise((resolve) => setTimeout(resolve, 350));
    expect((await second.peek('login:ip:1')).count).toBe(0);
  });
});
