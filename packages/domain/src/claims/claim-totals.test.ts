import { describe, expect, it } from 'vitest';
import { claimRulesV1 } from './claim-rules';
import { claimLimitLeft, totalsOf, type AssessmentBasis } from './claim-totals';

const basis: AssessmentBasis = {
  level: 'secure',
  rulesVersion: claimRulesV1.version,
  claimLimit: 200_000,
  excess: 0,
  vatBasisPoints: 2_000,
  vatRegistered: true,
  vatNumber: 'GB980780684',
};

describe('the claim limit left (issue #36)', () => {
  it('is the whole limit for every claim: the limit is per claim, with no limit on the number of claims', () => {
    expect(claimLimitLeft(basis)).toBe(200_000);
    expect(claimLimitLeft({ claimLimit: 50_000 })).toBe(50_000);
  });

  it('is what the totals cap the payment with', () => {
    const over = totalsOf([{ asked: 200_000, allowed: 180_000 }], basis);
    expect(over).toMatchObject({ allowedTotal: 216_000, payable: claimLimitLeft(basis), overLimit: 16_000 });
    const within = totalsOf([{ asked: 100_000, allowed: 100_000 }], basis);
    expect(within).toMatchObject({ payable: 120_000, overLimit: 0 });
  });
});
