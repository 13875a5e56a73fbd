import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { assessClaim } from './assess-claim';
import { autoDecision } from './auto-decision';
import { claimRulesV1 } from './claim-rules';
import { claim } from './claim.arbitrary';
import { riskSignalIds, type RiskSignal } from './risk-signals';

/** Property tests of the automatic decision over any estimate a garage could send (DESIGN §9.2). */

const signal: fc.Arbitrary<RiskSignal> = fc.constantFrom(...riskSignalIds).map((id) => ({ id, label: `Signal ${id}` }));

const facts = fc.record({
  claim,
  signals: fc.array(signal, { maxLength: 3 }),
  limit: fc.option(fc.integer({ min: 0, max: 600_000 }), { nil: null }),
  openComplaint: fc.boolean(),
  withArbiter: fc.boolean(),
  handledByPerson: fc.boolean(),
});

type Facts = typeof facts extends fc.Arbitrary<infer T> ? T : never;

const decide = (f: Facts) => {
  const assessment = assessClaim(f.claim.warranty, f.claim.plan, f.claim.estimate, claimRulesV1);
  const decision = autoDecision({
    assessment,
    signals: f.signals,
    settings: f.limit === null ? null : { version: 1, automaticLimit: f.limit, effectiveFrom: '2026-01-01T00:00:00Z' },
    account: { openComplaint: f.openComplaint, withArbiter: f.withArbiter },
    handledByPerson: f.handledByPerson,
  });
  return { assessment, decision };
};

describe('autoDecision: properties', () => {
  it('authorises exactly the assessed total, never above it, the claim limit or the automatic limit', () => {
    fc.assert(
      fc.property(facts, (f) => {
        const { assessment, decision } = decide(f);
        if (decision.decision !== 'authorise') return;
        expect(decision.amount).toBe(assessment.totals.payable);
        expect(decision.amount).toBeGreaterThan(0);
        expect(decision.amount).toBeLessThanOrEqual(f.claim.plan.claimLimit);
        expect(decision.amount).toBeLessThanOrEqual(f.limit ?? -1);
      }),
    );
  });

  it('sends any claim with a risk signal, a complaint or a person already on it to a person', () => {
    fc.assert(
      fc.property(facts, (f) => {
        const { decision } = decide(f);
        if (f.signals.length > 0 || f.openComplaint || f.withArbiter || f.handledByPerson || f.limit === null) {
          expect(decision.decision).toBe('person');
        }
      }),
    );
  });

  it('gives a person every risk signal among its reasons, in words', () => {
    fc.assert(
      fc.property(facts, (f) => {
        const { decision } = decide(f);
        if (decision.decision !== 'person') return;
        expect(decision.reasons.length).toBeGreaterThan(0);
        for (const s of f.signals) expect(decision.reasons.some((r) => r.includes(s.label))).toBe(true);
      }),
    );
  });

  it('never authorises an estimate with a line the catalogue does not list', () => {
    fc.assert(
      fc.property(facts, (f) => {
        const { decision } = decide(f);
        const notListed = f.claim.estimate.lines.some(
          (l) => (l.kind === 'part' || l.kind === 'labour') && l.part === 'not-listed',
        );
        if (notListed) expect(decision.decision).toBe('person');
      }),
    );
  });
});
