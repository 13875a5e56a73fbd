import { describe, expect, it } from 'vitest';
import { TtlCache } from './ttl-cache';

describe('TtlCache', () => {
  it('returns a value until it expires', () => {
    let now = 0;
    const cache = new TtlCache<string>(10, 1000, () => now);
    cache.set('a', 'x');
    now = 999;
    expect(cache.get('a')).toBe('x');
    now = 1000;
    expect(cache.get('a')).toBeUndefined();
  });

  it('evicts the oldest entry beyond its size', () => {
    const cache = new TtlCache<number>(2, 60_000);
    cache.set('a', 1);
    cache.set('b', 2);
    cache.set('c', 3);
    expect(cache.get('a')).toBeUndefined();
    expect([cache.get('b'), cache.get('c'), cache.size]).toEqual([2, 3, 2]);
  });
});
