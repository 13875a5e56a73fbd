import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyAdjustments, authorisationWithinRules } from './adjustments';
import { assessClaim } from './assess-claim';
import { diagnosisAllowance, partCover } from './claim-cover';
import { claimRulesV1 } from './claim-rules';
import { claim } from './claim.arbitrary';

/** Property tests of the assessment over any estimate a garage could send (DESIGN §8.4). */

type Claim = typeof claim extends fc.Arbitrary<infer T> ? T : never;
const assess = (c: Claim) => assessClaim(c.warranty, c.plan, c.estimate, claimRulesV1);

describe('assessClaim: properties', () => {
  it('pays between 0 and the claim limit, and never more than was asked with its VAT', () => {
    fc.assert(
      fc.property(claim, (c) => {
        const { totals } = assess(c);
        expect(totals.payable).toBeGreaterThanOrEqual(0);
        expect(totals.payable).toBeLessThanOrEqual(c.plan.claimLimit);
        expect(totals.payable).toBeLessThanOrEqual(totals.askedTotal);
        expect(totals.customerPays).toBe(totals.askedTotal - totals.payable);
        expect(Number.isInteger(totals.payable) && Number.isInteger(totals.vat)).toBe(true);
      }),
    );
  });

  it('allows each line no more than it asks, and nothing for a line the level does not cover', () => {
    fc.assert(
      fc.property(claim, (c) => {
        const assessment = assess(c);
        const facts = { ...c.warranty, level: c.plan.level };
        for (const assessed of assessment.lines) {
          expect(assessed.allowed).toBeGreaterThanOrEqual(0);
          expect(assessed.allowed).toBeLessThanOrEqual(assessed.asked);
          if (assessed.allowed < assessed.asked) expect(assessed.reasons.length).toBeGreaterThan(0);
          const { line } = assessed;
          if ((line.kind === 'part' || line.kind === 'labour') && !partCover(line.part, line.cause, facts).covered) {
            expect(assessed.allowed).toBe(0);
          }
          if (line.kind === 'diagnosis' && diagnosisAllowance(c.plan.level) === 0) expect(assessed.allowed).toBe(0);
        }
        const sum = assessment.lines.reduce((total, l) => total + l.allowed, 0);
        expect(assessment.totals.allowedExVat).toBe(sum);
      }),
    );
  });

  it('lets the claims team lower lines but never raise one, and never raises the total', () => {
    fc.assert(
      fc.property(claim, fc.array(fc.tuple(fc.nat(), fc.double({ min: 0, max: 1, noNaN: true }))), (c, picks) => {
        const assessment = assess(c);
        if (assessment.lines.length === 0) return;
        const adjustments = picks.map(([i, share]) => {
          const target = assessment.lines[i % assessment.lines.length];
          return {
            line: target?.index ?? 0,
            allowed: Math.floor((target?.rulesAllowed ?? 0) * share),
            reason: 'Hours reduced',
          };
        });
        const adjusted = applyAdjustments(assessment, adjustments);
        expect(adjusted.ok).toBe(true);
        if (adjusted.ok) expect(adjusted.assessment.totals.payable).toBeLessThanOrEqual(assessment.totals.payable);
        const raised = assessment.lines[0];
        if (raised) {
          const refused = applyAdjustments(assessment, [
            { line: raised.index, allowed: raised.rulesAllowed + 1, reason: 'More' },
          ]);
          expect(refused.ok).toBe(false);
        }
      }),
    );
  });

  it('authorises up to the payable total and never a penny more', () => {
    fc.assert(
      fc.property(claim, (c) => {
        const assessment = assess(c);
        const { payable } = assessment.totals;
        expect(authorisationWithinRules(payable + 1, assessment).ok).toBe(false);
        expect(authorisationWithinRules(payable, assessment).ok).toBe(payable > 0);
      }),
    );
  });
});
