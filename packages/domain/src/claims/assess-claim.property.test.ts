import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { coverLevels, levelIds } from '../catalogue/levels';
import { applyAdjustments, authorisationWithinRules } from './adjustments';
import { assessClaim } from './assess-claim';
import { diagnosisAllowance, partCover } from './claim-cover';
import { claimRulesV1 } from './claim-rules';
import { BAD_VAT_NUMBER, VAT_NUMBER, warrantyAtFault } from './claim.fixture';
import { failureCauses, partCodes, type EstimateLine } from './estimate';

/** Property tests of the assessment over any estimate a garage could send (DESIGN §8.4). */

const pence = (most: number) => fc.integer({ min: 0, max: most });
const hours = fc.integer({ min: 0, max: 2_000 }).map((hundredths) => hundredths / 100);
const partCode = fc.constantFrom(...partCodes);
const cause = fc.constantFrom(...failureCauses);

const line: fc.Arbitrary<EstimateLine> = fc.oneof(
  fc.record({
    kind: fc.constant('part' as const),
    description: fc.constant('Part'),
    part: partCode,
    cause,
    quantity: fc.integer({ min: 1, max: 5 }),
    unitPrice: pence(300_000),
  }),
  fc.record({
    kind: fc.constant('labour' as const),
    description: fc.constant('Labour'),
    part: partCode,
    cause,
    hours,
    ratePerHour: pence(20_000),
  }),
  fc.record({
    kind: fc.constant('diagnosis' as const),
    description: fc.constant('Diagnosis'),
    hours,
    ratePerHour: pence(20_000),
  }),
  fc.record({
    kind: fc.constant('car-hire' as const),
    description: fc.constant('Car hire'),
    days: fc.integer({ min: 0, max: 14 }),
    ratePerDay: pence(10_000),
  }),
  fc.record({ kind: fc.constant('onward-travel' as const), description: fc.constant('Travel'), amount: pence(30_000) }),
);

const claim = fc
  .record({
    level: fc.constantFrom(...levelIds),
    limitIndex: fc.integer({ min: 0, max: 2 }),
    mileageAtFault: fc.integer({ min: 0, max: 250_000 }),
    faultDay: fc.integer({ min: 1, max: 28 }),
    faultMonth: fc.integer({ min: 1, max: 12 }),
    vatNumber: fc.constantFrom(VAT_NUMBER, BAD_VAT_NUMBER, null),
    lines: fc.array(line, { maxLength: 8 }),
  })
  .map((c) => {
    const level = coverLevels.find((l) => l.id === c.level);
    const faultDate = `2026-${String(c.faultMonth).padStart(2, '0')}-${String(c.faultDay).padStart(2, '0')}`;
    const warranty = { ...warrantyAtFault, faultDate, mileageAtFault: c.mileageAtFault };
    const plan = { level: c.level, claimLimit: level?.claimLimits[c.limitIndex] ?? 0 };
    return { warranty, plan, estimate: { vatNumber: c.vatNumber, lines: c.lines } };
  });

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
