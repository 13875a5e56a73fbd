import { describe, expect, it } from 'vitest';
import { ttlCache } from './ttl-cache';

describe('ttlCache', () => {
  it('returns a value until its time to live has passed', () => {
    let now = 1_000_000;
    const cache = ttlCache<{ name: string }>(10, 1000, () => now);
    cache.set('a', { name: 'x' });
    now += 1000;
    expect(cache.get('a')).toEqual({ name: 'x' });
    now += 1;
    expect(cache.get('a')).toBeUndefined();
  });

  it('setting a value again starts its time to live again', () => {
    let now = 1_000_000;
    const cache = ttlCache<{ name: string }>(10, 1000, () => now);
    cache.set('a', { name: 'x' });
    now += 600;
    cache.set('a', { name: 'y' });
    now += 600;
    expect(cache.get('a')).toEqual({ name: 'y' });
  });

  it('forgets the least recently used entry beyond its size', () => {
    const cache = ttlCache<{ n: number }>(2, 60_000);
    cache.set('a', { n: 1 });
    cache.set('b', { n: 2 });
    cache.set('c', { n: 3 });
    expect(cache.get('a')).toBeUndefined();
    expect([cache.get('b'), cache.get('c'), cache.size]).toEqual([{ n: 2 }, { n: 3 }, 2]);
    // Reading b makes c the least recently used.
    expect(cache.get('b')).toEqual({ n: 2 });
    cache.set('d', { n: 4 });
    expect([cache.get('b'), cache.get('c'), cache.get('d')]).toEqual([{ n: 2 }, undefined, { n: 4 }]);
  });
});
