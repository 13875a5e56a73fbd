import { LRUCache } from 'lru-cache';

/**
 * A small in-process cache with a time to live and a size bound (the least recently used entry
 * goes first). Only for values the database also holds: another instance without it answers the same.
 */
export type TtlCache<V extends object> = Pick<LRUCache<string, V>, 'get' | 'set' | 'size'>;

/** A cache of at most `maxEntries` values, each forgotten `ttlMs` after it was set; `now` is for tests. */
export function ttlCache<V extends object>(maxEntries: number, ttlMs: number, now?: () => number): TtlCache<V> {
  return new LRUCache<string, V>({
    max: maxEntries,
    ttl: ttlMs,
    // A clock of the test's own, read on every call rather than once a millisecond.
    ...(now ? { perf: { now }, ttlResolution: 0 } : {}),
  });
}
