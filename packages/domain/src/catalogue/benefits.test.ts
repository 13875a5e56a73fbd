import { describe, expect, it } from 'vitest';
import { siteConfig } from '../site/site-config';
import { benefitLines, breakdownSteps, carHireTotal, levelBenefits } from './benefits';
import { levelIds } from './levels';

describe('levelBenefits', () => {
  it.each(levelIds)('%s includes breakdown cover, car hire and onward travel', (level) => {
    expect(benefitLines(level).map((b) => b.name)).toEqual([
      '24/7 breakdown cover',
      'Car hire',
      'Onward travel or an overnight stay',
    ]);
  });

  it('never gives a higher level less than a lower one', () => {
    const [safe, secure, supreme] = levelIds.map((level) => levelBenefits[level]);
    for (const [lower, higher] of [
      [safe, secure],
      [secure, supreme],
    ] as const) {
      expect(carHireTotal(higher!.carHire)).toBeGreaterThanOrEqual(carHireTotal(lower!.carHire));
      expect(higher!.breakdown.callOutsPerYear).toBeGreaterThanOrEqual(lower!.breakdown.callOutsPerYear);
      expect(higher!.onwardTravel.total).toBeGreaterThanOrEqual(lower!.onwardTravel.total);
    }
  });

  it('states the limits in pounds and days', () => {
    expect(benefitLines('supreme')[1]?.text).toBe(
      'While your vehicle is off the road for a covered repair: up to 7 days at £35 a day (£245 in all).',
    );
    expect(benefitLines('safe')[2]?.text).toContain('up to £100');
  });

  it('gives the breakdown line to call, and the claims team before any repair', () => {
    expect(benefitLines('safe')[0]?.text).toContain(siteConfig.breakdownPhone);
    expect(breakdownSteps.join(' ')).toContain(siteConfig.breakdownPhone);
    expect(breakdownSteps.join(' ')).toContain(siteConfig.supportPhone);
  });
});
