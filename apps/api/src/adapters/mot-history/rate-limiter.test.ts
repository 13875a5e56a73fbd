import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRateLimiter } from './rate-limiter';

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-11-25T12:00:00Z') });
});
afterEach(() => vi.useRealTimers());

/** When each of `count` acquisitions made at once resolves, in ms from now (null: refused). */
async function schedule(limiter: ReturnType<typeof createRateLimiter>, count: number): Promise<(number | null)[]> {
  const start = Date.now();
  const times: (number | null)[] = [];
  const waits = Array.from({ length: count }, (_, index) =>
    limiter.acquire().then((ok) => {
      times[index] = ok ? Date.now() - start : null;
    }),
  );
  await vi.runAllTimersAsync();
  await Promise.all(waits);
  return times;
}

describe('the client-side rate limiter', () => {
  it.each([
    [{ perSecond: 10, burst: 5, perDay: 1000, maxWaitMs: 3000 }, 8, [0, 0, 0, 0, 0, 100, 200, 300]],
    [{ perSecond: 2, burst: 1, perDay: 1000, maxWaitMs: 3000 }, 4, [0, 500, 1000, 1500]],
    [{ perSecond: 10, burst: 2, perDay: 1000, maxWaitMs: 150 }, 5, [0, 0, 100, null, null]],
    [{ perSecond: 10, burst: 5, perDay: 3, maxWaitMs: 3000 }, 5, [0, 0, 0, null, null]],
  ])('%j: %i at once go at %j ms', async (options, count, expected) => {
    expect(await schedule(createRateLimiter(options), count)).toEqual(expected);
  });

  it('lets a full burst through again once it has refilled', async () => {
    const limiter = createRateLimiter({ perSecond: 10, burst: 3, perDay: 1000, maxWaitMs: 3000 });
    await schedule(limiter, 3);
    vi.advanceTimersByTime(300);
    expect(await schedule(limiter, 4)).toEqual([0, 0, 0, 100]);
  });

  it('holds everything back during a pause (Retry-After)', async () => {
    const limiter = createRateLimiter({ perSecond: 10, burst: 5, perDay: 1000, maxWaitMs: 3000 });
    limiter.pause(1000);
    expect(await schedule(limiter, 2)).toEqual([1000, 1000]);
  });

  it('starts a new daily quota at midnight UTC', async () => {
    const limiter = createRateLimiter({ perSecond: 10, burst: 5, perDay: 1, maxWaitMs: 3000 });
    expect(await schedule(limiter, 2)).toEqual([0, null]);
    vi.setSystemTime(new Date('2026-11-26T00:00:01Z'));
    expect(await schedule(limiter, 1)).toEqual([0]);
  });
});
