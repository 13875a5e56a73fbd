import { describe, expect, it } from 'vitest';
import { allPlans, parsePlanId, planId, planName } from './plans';

describe('plans', () => {
  it('has every level × claim limit × duration: 3 × 3 × 5', () => {
    expect(allPlans).toHaveLength(45);
    expect(new Set(allPlans.map((p) => p.id)).size).toBe(45);
  });

  it.each([
    ['secure-2000-12', { level: 'secure', claimLimit: 200_000, months: 12 }],
    ['safe-500-3', { level: 'safe', claimLimit: 50_000, months: 3 }],
    ['supreme-5000-36', { level: 'supreme', claimLimit: 500_000, months: 36 }],
  ] as const)('%s names its plan and round-trips', (id, plan) => {
    expect(parsePlanId(id)).toEqual({ id, ...plan });
    expect(planId(plan.level, plan.claimLimit, plan.months)).toBe(id);
  });

  it.each(['safe-5000-12', 'secure-2000-7', 'gold-2000-12', 'secure-2000-12 ', '', 'secure-02000-12'])(
    'refuses %j, which is not a plan of the catalogue',
    (id) => {
      expect(parsePlanId(id)).toBeNull();
    },
  );

  it('names a plan for people', () => {
    expect(planName({ level: 'secure', claimLimit: 200_000, months: 12 })).toBe('Secure, £2,000 per claim, 12 months');
  });
});
