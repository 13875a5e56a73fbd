import { describe, expect, it } from 'vitest';
import { assessClaim } from './assess-claim';
import { claimRulesV1 } from './claim-rules';
import { warrantyAtFault } from './claim.fixture';
import { goldenSafeAndSecure } from './golden-claims.fixture';
import { goldenSupreme } from './golden-claims-supreme.fixture';

/** The golden table of worked claims (golden-claims.fixture.ts states the conventions). */
const golden = [...goldenSafeAndSecure, ...goldenSupreme];

describe('assessClaim: the golden table', () => {
  it('has at least 20 worked claims covering every level', () => {
    expect(golden.length).toBeGreaterThanOrEqual(20);
    expect(new Set(golden.map((c) => c.plan.level))).toEqual(new Set(['safe', 'secure', 'supreme']));
  });

  it.each(golden)('$name', (claim) => {
    const warranty = { ...warrantyAtFault, ...claim.warranty };
    const estimate = { vatNumber: claim.vatNumber, lines: claim.lines };
    const assessment = assessClaim(warranty, claim.plan, estimate, claimRulesV1);
    expect(assessment.lines.map((line) => [line.allowed, line.reasons.map((r) => r.code)])).toEqual(claim.allowed);
    expect(assessment.totals).toMatchObject(claim.totals);
    for (const line of assessment.lines) expect(line.allowed).toBe(line.rulesAllowed);
  });
});
