import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appWithDirectDebit, type DirectDebitHarness, plusDays } from './direct-debit-helpers';
import type { TestContext } from './helpers';

let ctx: TestContext;
let dd: DirectDebitHarness;

beforeAll(async () => ({ ctx, dd } = await appWithDirectDebit()));
afterAll(() => ctx.close());

describe('Direct Debit reconciliation', () => {
  it('reads a batch of live plans each run, the longest unread first, so every plan has its turn', async () => {
    const bought: string[] = [];
    for (const registration of ['NA25WBX', 'FP23VSD', 'DE72ZYN']) {
      bought.push((await dd.buyMonthly(registration)).warrantyId);
    }
    await dd.deliverNew();
    const firstCharge = (await dd.planOf(bought[0]!)).instalments[0]!.chargeDate;
    // Each plan's first collection is made at GoCardless, but its events are never delivered.
    await dd.control('/clock', { to: plusDays(firstCharge, 4) });
    const plans = () => Promise.all(bought.map((id) => dd.planOf(id)));
    const collected = async () => (await plans()).map((p) => p.instalments[0]!.status === 'collected');
    expect((await plans()).map((p) => p.plan.reconciledAt)).toEqual([null, null, null]);

    // Two a run: the first two bought (never read, oldest first), then the third and the first.
    expect(await dd.job(firstCharge, 2)).toMatchObject({ reconciled: 2 });
    expect(await collected()).toEqual([true, true, false]);
    expect(await dd.job(firstCharge, 2)).toMatchObject({ reconciled: 2 });
    expect(await collected()).toEqual([true, true, true]);
    const [first, second, third] = (await plans()).map((p) => p.plan.reconciledAt!.getTime());
    expect(second).toBeLessThan(first!);
    expect(second).toBeLessThan(third!);

    // The next run starts with the second, read longest ago. Each collection is recorded once.
    expect(await dd.job(firstCharge, 1)).toMatchObject({ reconciled: 1 });
    const after = await plans();
    expect(after[1]!.plan.reconciledAt!.getTime()).toBeGreaterThan(Math.max(first!, third!));
    expect(after.map((p) => p.transactions.length)).toEqual([1, 1, 1]);
  });
});
