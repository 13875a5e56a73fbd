import { describe, expect, it } from 'vitest';
import { forMonths, startingMonths } from './starting-from';

describe('startingMonths', () => {
  it.each([
    [
      'the cheapest plan',
      [
        [
          { price: 9600, month: 3 },
          { price: 17_000, month: 6 },
        ],
      ],
      3,
    ],
    ['across claim limits', [[{ price: 20_000, month: 12 }], [{ price: 15_000, month: 6 }]], 6],
    [
      'the shorter of two at the same price',
      [
        [
          { price: 9600, month: 6 },
          { price: 9600, month: 3 },
        ],
      ],
      3,
    ],
  ])('is the months of %s', (_case, groups, months) => {
    expect(startingMonths({ plansByClaim: groups.map((plans) => ({ plans })) })).toBe(months);
  });

  it('says how long, in words', () => {
    expect(forMonths(3)).toBe('for 3 months');
    expect(forMonths(1)).toBe('for 1 month');
  });
});
