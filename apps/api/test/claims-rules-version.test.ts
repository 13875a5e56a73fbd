import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claimRulesV1, currentClaimRules, type ClaimRules } from '@kestrel/domain/claims/claim-rules';
import type { AdminClaimAnswer } from '@kestrel/domain/schemas/claim-answers';
import { eq } from 'drizzle-orm';
import { claims, warranties } from '../src/db/schema';
import { assessmentOf } from '../src/modules/claims/claim-assessment';
import { call } from './accounts-helpers';
import { estimateBody, garageCall, makeClaim, warrantyInForce } from './claims-helpers';
import { createTestApp, type TestContext } from './helpers';
import { staffSignIn } from './staff-helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

/** A later version with a lower Secure labour cap: never published, so only this lookup knows it. */
const laterRules: ClaimRules = {
  ...claimRulesV1,
  version: claimRulesV1.version + 1,
  labourCapPerHour: { ...claimRulesV1.labourCapPerHour, secure: 4_000 },
};
const lookup = (version: number) => [claimRulesV1, laterRules].find((r) => r.version === version)!;

describe('the claim rules a warranty was sold with', () => {
  it('a warranty records the version in force at its sale, and its claims are assessed by that version', async () => {
    const bought = await warrantyInForce(ctx);
    const { db } = ctx.database;
    const [sold] = await db.select().from(warranties).where(eq(warranties.id, bought.warrantyId));
    expect(sold!.claimRulesVersion).toBe(currentClaimRules.version);

    const { claim, garageToken } = await makeClaim(ctx, bought.customer.token, bought.warrantyId);
    await garageCall(ctx, garageToken, '/estimate', estimateBody);
    const [claimRow] = await db.select().from(claims).where(eq(claims.id, claim.id));
    const labour = (rules: ReturnType<typeof assessmentOf>) => rules!.lines.find((l) => l.line.kind === 'labour')!;

    // 4 hours asked at £80: version 1 caps it at £70 an hour, the later version at £40.
    expect(labour(assessmentOf(claimRow!, sold!, lookup)).allowed).toBe(28_000);
    expect(labour(assessmentOf(claimRow!, { ...sold!, claimRulesVersion: laterRules.version }, lookup)).allowed).toBe(
      16_000,
    );

    // The claims team's page shows the figures of the version the warranty keeps.
    const team = await staffSignIn(ctx);
    const view = (
      await call(ctx, { url: `/api/admin/claims/${claim.id}`, token: team.token })
    ).json<AdminClaimAnswer>();
    expect(view.claim.assessment!.lines.find((l) => l.line.kind === 'labour')!.allowed).toBe(28_000);
  });
});
