import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addRecentlyViewed, RECENTLY_VIEWED_CAP } from './recently-viewed';

const item = (id: string) => ({ _id: id });

describe('addRecentlyViewed', () => {
  it.each([
    [[], 'a', ['a']],
    [['a'], 'b', ['b', 'a']],
    [['b', 'a'], 'a', ['b', 'a']],
    [['c', 'b', 'a'], 'd', ['d', 'c', 'b']],
    [['c', 'b', 'a'], 'b', ['c', 'b', 'a']],
  ])('%j + %s → %j', (list, id, expected) => {
    expect(addRecentlyViewed(list.map(item), item(id)).map((i) => i._id)).toEqual(expected);
  });

  it('never holds more than the cap nor the same id twice', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f')), (ids) => {
        const list = ids.reduce<{ _id: string }[]>((acc, id) => addRecentlyViewed(acc, item(id)), []);
        expect(list.length).toBeLessThanOrEqual(RECENTLY_VIEWED_CAP);
        expect(new Set(list.map((i) => i._id)).size).toBe(list.length);
      }),
    );
  });
});
