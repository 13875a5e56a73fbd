import { describe, expect, it } from 'vitest';
import { applyAdjustments, authorisationWithinRules } from './adjustments';
import { assessClaim } from './assess-claim';
import { claimRulesFor, claimRulesV1, divideHalfUp, priceOfHours, vatOn } from './claim-rules';
import { VAT_NUMBER, diagnosis, labour, part, plan, warrantyAtFault } from './claim.fixture';

// Secure £2,000, VAT: clutch £300, labour 3 h × £80 → 3 × £70 = £210, diagnosis 1 h × £70.
// Allowed ex £580 + £116 = £696.
const assessment = assessClaim(
  warrantyAtFault,
  plan('secure', 2000),
  {
    vatNumber: VAT_NUMBER,
    lines: [part('component:Clutch', 1, 30_000), labour('component:Clutch', 3, 8_000), diagnosis(1, 7_000)],
  },
  claimRulesV1,
);

describe('applyAdjustments', () => {
  it('lowers a line with its reason and works the totals again', () => {
    // Labour lowered to 2 h × £70 = £140: ex £510 + £102 = £612.
    const result = applyAdjustments(assessment, [{ line: 1, allowed: 14_000, reason: 'The job takes 2 hours' }]);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const line = result.assessment.lines[1];
    expect(line?.allowed).toBe(14_000);
    expect(line?.rulesAllowed).toBe(21_000);
    expect(line?.reasons.map((r) => r.code)).toEqual(['labour-rate-capped', 'adjusted']);
    expect(line?.reasons[1]?.message).toBe('Lowered by the claims team: The job takes 2 hours');
    expect(result.assessment.totals).toMatchObject({ allowedExVat: 51_000, vat: 10_200, payable: 61_200 });
  });

  it('undoes an adjustment left out of the set', () => {
    const lowered = applyAdjustments(assessment, [{ line: 0, allowed: 0, reason: 'Part supplied by the customer' }]);
    if (!lowered.ok) throw new Error('expected the adjustment to apply');
    const undone = applyAdjustments(lowered.assessment, []);
    expect(undone.ok && undone.assessment.totals.payable).toBe(69_600);
    expect(undone.ok && undone.assessment.lines[0]?.reasons).toEqual([]);
  });

  it.each([
    [
      { line: 1, allowed: 21_001, reason: 'More' },
      'The rules allow at most £210.00 for this line; a line can only be lowered.',
    ],
    [{ line: 0, allowed: -1, reason: 'Less' }, 'Enter the amount allowed as a whole number of pence, 0 or more.'],
    [{ line: 0, allowed: 100.5, reason: 'Less' }, 'Enter the amount allowed as a whole number of pence, 0 or more.'],
    [{ line: 0, allowed: 100, reason: '  ' }, 'Give the reason for lowering this line.'],
    [{ line: 7, allowed: 0, reason: 'Less' }, 'There is no such line on the estimate.'],
  ])('refuses %o', (adjustment, message) => {
    expect(applyAdjustments(assessment, [adjustment])).toEqual({
      ok: false,
      errors: [{ line: adjustment.line, message }],
    });
  });
});

describe('authorisationWithinRules', () => {
  it.each([
    [69_600, true],
    [50_000, true],
    [69_601, false],
    [0, false],
    [-5, false],
    [1_000.5, false],
  ])('%d pence → %s', (amount, ok) => {
    expect(authorisationWithinRules(amount, assessment).ok).toBe(ok);
  });

  it('says what the rules allow', () => {
    expect(authorisationWithinRules(70_000, assessment)).toEqual({
      ok: false,
      message: 'The rules allow at most £696.00 on this claim, so £700.00 cannot be authorised.',
    });
  });
});

describe('claim rules', () => {
  it('keeps every version and refuses an unknown one', () => {
    expect(claimRulesFor(1)).toBe(claimRulesV1);
    expect(() => claimRulesFor(99)).toThrow(RangeError);
  });

  it('applies a configured excess before the claim limit, and says so', () => {
    // Ex £580 + £116 = £696, less a £50 excess = £646; the customer pays £50 + nothing else.
    const withExcess = { ...claimRulesV1, version: 2, excess: { safe: 0, secure: 5_000, supreme: 0 } };
    const result = assessClaim(
      warrantyAtFault,
      plan('secure', 2000),
      { vatNumber: VAT_NUMBER, lines: [part('component:Clutch', 1, 30_000), labour('component:Clutch', 4, 7_000)] },
      withExcess,
    );
    expect(result.totals).toMatchObject({ allowedTotal: 69_600, excess: 5_000, payable: 64_600, customerPays: 5_000 });
    expect(result.notes.map((n) => n.code)).toEqual(['excess']);
  });

  it.each([
    [2_075, 10, 208],
    [2_074, 10, 207],
    [5, 10, 1],
    [4, 10, 0],
  ])('divides %d by %d half-up to %d', (n, d, expected) => {
    expect(divideHalfUp(n, d)).toBe(expected);
  });

  it('prices hours and VAT in whole pence', () => {
    expect(priceOfHours(0.5, 4_999)).toBe(2_500);
    expect(priceOfHours(1.1, 7_000)).toBe(7_700);
    expect(vatOn(12_313, claimRulesV1)).toBe(2_463);
  });
});
