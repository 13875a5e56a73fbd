import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { levelIds } from '../catalogue/levels';
import { estimateLineSchema } from '../schemas/claim-estimate';
import { assessClaim } from './assess-claim';
import { claimRulesV1 } from './claim-rules';
import { warrantyAtFault } from './claim.fixture';
import goldenFile from './golden-claims.json';
import { lineReasonCodes } from './line-reasons';

/**
 * The golden table of worked claims (golden-claims.json; its "about" states the conventions and
 * each case's "working" the arithmetic). Read through a schema, so a mistyped case fails here.
 */
const pence = z.number().int().nonnegative();
const goldenTableSchema = z.strictObject({
  about: z.string(),
  claims: z.array(
    z.strictObject({
      name: z.string(),
      working: z.string().min(1),
      plan: z.strictObject({ level: z.enum(levelIds), claimLimit: pence }),
      warranty: z
        .strictObject({
          startDate: z.iso.date(),
          expiryDate: z.iso.date(),
          faultDate: z.iso.date(),
          mileageAtFault: pence,
        })
        .partial()
        .optional(),
      vatNumber: z.string().nullable(),
      lines: z.array(estimateLineSchema),
      allowed: z.array(z.tuple([pence, z.array(z.enum(lineReasonCodes))])),
      totals: z.strictObject({
        askedTotal: pence,
        allowedExVat: pence,
        vat: pence,
        payable: pence,
        customerPays: pence,
      }),
    }),
  ),
});
const golden = goldenTableSchema.parse(goldenFile).claims;

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
