import { describe, expect, it } from 'vitest';
import { positionLabel, stepIndex, SWIPE_THRESHOLD_PX, swipeDecision } from './carousel';

describe('the swipe decision (spec §9: 40 px)', () => {
  it('has the threshold of the spec', () => {
    expect(SWIPE_THRESHOLD_PX).toBe(40);
  });

  it.each([
    [-40, 0, 'next'],
    [-120, 30, 'next'],
    [40, 0, 'previous'],
    [85, -20, 'previous'],
  ] as const)('a drag of %i px across and %i px down goes to the %s card', (dx, dy, expected) => {
    expect(swipeDecision(dx, dy)).toBe(expected);
  });

  it.each([
    [0, 0],
    [39, 0],
    [-39.9, 2],
    [45, 60],
    [-50, -50],
    [Number.NaN, 0],
  ])('a tap, a short nudge or a vertical scroll (%i, %i) does nothing', (dx, dy) => {
    expect(swipeDecision(dx, dy)).toBeNull();
  });
});

describe('moving between cards', () => {
  it('steps forward and back, going round at the ends', () => {
    expect(stepIndex(0, 3, 'next')).toBe(1);
    expect(stepIndex(2, 3, 'next')).toBe(0);
    expect(stepIndex(0, 3, 'previous')).toBe(2);
    expect(stepIndex(1, 3, 'previous')).toBe(0);
  });

  it('stays put with one card or none', () => {
    expect(stepIndex(0, 1, 'next')).toBe(0);
    expect(stepIndex(0, 0, 'previous')).toBe(0);
  });

  it('says where the customer is, counting from 1', () => {
    expect(positionLabel(1, 3)).toBe('2 of 3');
  });
});
