import { describe, expect, it } from 'vitest';
import { filterByPlans, planNames, toggleChoice } from './plan-filter';

const safe = 'Safe, £500 per claim, 3 months';
const secure = 'Secure, £2,000 per claim, 12 months';
const items = [
  { id: 1, plan: { name: secure } },
  { id: 2, plan: { name: safe } },
  { id: 3, plan: { name: secure } },
];

describe('the Active Warranties plan filter (spec §2)', () => {
  it('offers each plan in the list once, in the order they first appear', () => {
    expect(planNames(items)).toEqual([secure, safe]);
    expect(planNames([])).toEqual([]);
  });

  it('shows everything when nothing is ticked', () => {
    expect(filterByPlans(items, []).map((i) => i.id)).toEqual([1, 2, 3]);
  });

  it('shows only the ticked plans, several at once', () => {
    expect(filterByPlans(items, [safe]).map((i) => i.id)).toEqual([2]);
    expect(filterByPlans(items, [secure]).map((i) => i.id)).toEqual([1, 3]);
    expect(filterByPlans(items, [safe, secure]).map((i) => i.id)).toEqual([1, 2, 3]);
  });

  it('ignores a ticked plan that is no longer in the list', () => {
    expect(filterByPlans(items, ['Supreme, £5,000 per claim, 36 months']).map((i) => i.id)).toEqual([1, 2, 3]);
    expect(filterByPlans(items, ['Gone', safe]).map((i) => i.id)).toEqual([2]);
  });

  it('ticks and unticks a plan without repeating it', () => {
    expect(toggleChoice([], safe, true)).toEqual([safe]);
    expect(toggleChoice([safe], safe, true)).toEqual([safe]);
    expect(toggleChoice([safe, secure], safe, false)).toEqual([secure]);
  });
});
