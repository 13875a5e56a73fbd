import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { ClaimsQueueAnswer, GarageClaimAnswer, MyClaimAnswer } from '@kestrel/domain/schemas/claim-answers';
import type { ClaimTimeFramesAnswer } from '@kestrel/domain/schemas/claim-time-frames';
import { claimEvents, claims } from '../src/db/schema';
import { call, latestEmail } from './accounts-helpers';
import { estimateBody, garageCall, makeClaim, warrantyInForce } from './claims-helpers';
import type { TestContext } from './helpers';
import { appWithStaff } from './staff-helpers';

/*
 * Issue #36, "time frames, promised and measured": the back office shows, per month, the share of
 * the promises kept, from the claims' own timelines.
 */
let ctx: TestContext;
let team: { token: string };
beforeAll(async () => ({ ctx, staff: team } = await appWithStaff()));
afterAll(() => ctx.close());

const figures = async () => {
  const res = await call(ctx, { url: '/api/admin/claims/time-frames', token: team.token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ClaimTimeFramesAnswer>();
};
const total = (answer: ClaimTimeFramesAnswer, frame: string, key: 'met' | 'missed') =>
  answer.figures.filter((f) => f.frame === frame).reduce((sum, f) => sum + f[key], 0);

/** Moves a claim and its whole timeline `days` into the past, as if it had been made then. */
async function agedBy(claimId: string, days: number) {
  const { db } = ctx.database;
  const shift = (at: Date) => new Date(at.getTime() - days * 86_400_000);
  const [claim] = await db.select().from(claims).where(eq(claims.id, claimId));
  await db
    .update(claims)
    .set({ createdAt: shift(claim!.createdAt) })
    .where(eq(claims.id, claimId));
  for (const event of await db.select().from(claimEvents).where(eq(claimEvents.claimId, claimId))) {
    await db
      .update(claimEvents)
      .set({ createdAt: shift(event.createdAt) })
      .where(eq(claimEvents.id, event.id));
  }
}

describe('GET /api/admin/claims/time-frames', () => {
  it('states the three promises, and counts a decision made at once as kept and one left waiting as missed', async () => {
    const before = await figures();
    expect(before.promises.map((p) => [p.id, p.workingDays])).toEqual([
      ['garageContact', 1],
      ['decision', 2],
      ['payment', 5],
    ]);

    // A claim decided at once: the garage was contacted and the decision made the same day.
    const quick = await warrantyInForce(ctx);
    const decided = await makeClaim(ctx, quick.customer.token, quick.warrantyId);
    expect((await garageCall(ctx, decided.garageToken, '/estimate', estimateBody)).statusCode).toBe(200);
    const declined = await call(ctx, {
      method: 'POST',
      url: `/api/admin/claims/${decided.claim.id}/decline`,
      token: team.token,
      payload: { reason: 'wear-and-tear' },
    });
    expect(declined.statusCode, declined.body).toBe(200);

    // A claim whose estimate came three weeks ago and still waits for us.
    const slow = await warrantyInForce(ctx);
    const waiting = await makeClaim(ctx, slow.customer.token, slow.warrantyId);
    expect((await garageCall(ctx, waiting.garageToken, '/estimate', estimateBody)).statusCode).toBe(200);
    await agedBy(waiting.claim.id, 21);

    const after = await figures();
    expect(total(after, 'decision', 'met') - total(before, 'decision', 'met')).toBe(1);
    expect(total(after, 'decision', 'missed') - total(before, 'decision', 'missed')).toBe(1);
    expect(total(after, 'garageContact', 'met') - total(before, 'garageContact', 'met')).toBeGreaterThanOrEqual(2);
    for (const f of after.figures) expect(f.met + f.missed).toBe(f.due);
  });

  it('every claim page says what happens next and by when; the queue puts what we owe first, overdue marked', async () => {
    const bought = await warrantyInForce(ctx);
    const made = await makeClaim(ctx, bought.customer.token, bought.warrantyId);
    const mine = async () =>
      (
        await call(ctx, { url: `/api/claims/my-claims/${made.claim.id}`, token: bought.customer.token })
      ).json<MyClaimAnswer>().claim.nextStep;
    expect(await mine()).toMatchObject({
      by: 'garage',
      overdue: false,
      dueOn: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
    expect((await mine()).text).toMatch(/^We contact the garage by \d{1,2} \w+ \d{4} and ask for its estimate/);

    // The garage is told the cover it repairs within before it estimates, and what we wait for.
    const garagePage = (await garageCall(ctx, made.garageToken)).json<GarageClaimAnswer>();
    expect(garagePage.cover).toMatchObject({
      levelName: 'Secure',
      claimLimit: 200_000,
      labourCapPerHour: 7_000,
      diagnosisHours: 1,
    });
    expect(garagePage.cover.limits.map((l) => l.text).join(' ')).toContain('up to £70 an hour');
    expect(garagePage.nextStep.text).toContain('Please send us your diagnosis and itemised estimate');

    expect((await latestEmail(ctx, made.garageEmail, 'claim-garage-link')).textBody).toContain(
      'What happens next: Please send us your diagnosis and itemised estimate.',
    );
    expect((await garageCall(ctx, made.garageToken, '/estimate', estimateBody)).statusCode).toBe(200);
    expect(await mine()).toMatchObject({ by: 'us', overdue: false });
    expect((await latestEmail(ctx, bought.customer.user.email, 'claim-estimate-received')).textBody).toContain(
      `What happens next: ${(await mine()).text}`,
    );
    expect((await mine()).text).toMatch(/^We decide by /);
    await agedBy(made.claim.id, 10);
    expect(await mine()).toMatchObject({ by: 'us', overdue: true });

    const queue = (await call(ctx, { url: '/api/admin/claims', token: team.token })).json<ClaimsQueueAnswer>().claims;
    const row = queue.find((c) => c.id === made.claim.id)!;
    expect(row.nextStep).toMatchObject({ by: 'us', overdue: true });
    const owed = queue.filter((c) => c.nextStep.by === 'us').map((c) => c.nextStep.dueOn!);
    expect(owed).toEqual([...owed].sort());
    expect(queue.findIndex((c) => c.nextStep.by !== 'us')).toBeGreaterThanOrEqual(owed.length);
  });

  it('is for staff only', async () => {
    expect((await call(ctx, { url: '/api/admin/claims/time-frames' })).statusCode).toBe(401);
  });
});
