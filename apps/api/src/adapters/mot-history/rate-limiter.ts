/**
 * A client-side limiter shared by every lookup in this process, so that however many customers
 * ask at once we stay below the service's limits (CONTRACTS §6: about 15 a second, bursts of 10,
 * 500,000 a day). It is the generic cell-rate algorithm: up to `burst` requests at once, then one
 * every 1/perSecond s, each waiter given the next slot in turn. A waiter whose slot is further off
 * than `maxWaitMs` is refused at once, as is everything once the day's quota is spent. A 429's
 * Retry-After pauses every request.
 */
export interface RateLimiterOptions {
  perSecond: number;
  burst: number;
  perDay: number;
  maxWaitMs: number;
  now?: () => number;
}

const utcDay = (ms: number) => Math.floor(ms / 86_400_000);

export function createRateLimiter(options: RateLimiterOptions) {
  const now = options.now ?? Date.now;
  const interval = 1000 / options.perSecond;
  const tolerance = (options.burst - 1) * interval;
  /** The theoretical arrival time of the next request when sent at the steady rate. */
  let theoretical = now();
  let pausedUntil = 0;
  let day = utcDay(now());
  let usedToday = 0;

  return {
    /** Resolves true when this request may go (after its wait); false when it may not. */
    async acquire(): Promise<boolean> {
      const at = now();
      if (utcDay(at) !== day) [day, usedToday] = [utcDay(at), 0];
      if (usedToday >= options.perDay) return false;
      const sendAt = Math.max(at, theoretical - tolerance, pausedUntil);
      const delay = sendAt - at;
      if (delay > options.maxWaitMs) return false;
      theoretical = Math.max(theoretical, sendAt) + interval;
      usedToday += 1;
      if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
      return true;
    },
    /** Send nothing for `ms` (a 429's Retry-After). */
    pause(ms: number): void {
      pausedUntil = Math.max(pausedUntil, now() + ms);
    },
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;
