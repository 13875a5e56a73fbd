import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { directDebitEventOf } from '../src/adapters/direct-debit/direct-debit-events';
import { createGocardlessAdapter } from '../src/adapters/direct-debit/gocardless-adapter';
import { directDebitEvents } from '../src/db/schema';
import { applyPendingEvents, EVENT_TRIES, storeEvents } from '../src/modules/direct-debit/apply-events';
import { directDebitHarness, type DirectDebitHarness } from './direct-debit-helpers';
import { createTestApp, type TestContext } from './helpers';

/**
 * An event that cannot be applied for a reason of its own is tried EVENT_TRIES times, then given up
 * with an error logged, and never holds up the events behind it; GoCardless being unreachable is
 * not the event's fault and counts no try.
 */
let ctx: TestContext;
let dd: DirectDebitHarness;
beforeAll(async () => {
  ctx = await createTestApp();
  dd = directDebitHarness(ctx);
});
afterAll(() => ctx.close());

const aboutCollection = (id: string, collection: string) =>
  directDebitEventOf({
    id,
    resourceType: 'payments',
    action: 'confirmed',
    links: { payment: collection },
    details: {},
  });
const rowOf = async (id: string) =>
  (await ctx.database.db.select().from(directDebitEvents).where(eq(directDebitEvents.id, id)))[0]!;

describe('GoCardless events that cannot be applied', () => {
  it('are given up after EVENT_TRIES tries, logged, and the next event is applied meanwhile', async () => {
    const logged: unknown[] = [];
    const log = { error: (...args: unknown[]) => logged.push(args) };
    await storeEvents(ctx.database.db, [aboutCollection('EVUNKNOWN0001', 'PM_NOT_AT_GOCARDLESS')]);

    for (let run = 1; run <= EVENT_TRIES; run += 1) {
      await applyPendingEvents({ db: ctx.database.db, baseUrl: ctx.config.baseUrl }, dd.gocardless, log);
      expect((await rowOf('EVUNKNOWN0001')).attempts).toBe(run);
    }
    const given = await rowOf('EVUNKNOWN0001');
    expect(given.failedAt).not.toBeNull();
    expect(given.processedAt).toBeNull();
    expect(given.lastError).toBeTruthy();
    expect(logged).toHaveLength(1);

    // Out of the queue: another run neither tries it nor logs again.
    await applyPendingEvents({ db: ctx.database.db, baseUrl: ctx.config.baseUrl }, dd.gocardless, log);
    expect((await rowOf('EVUNKNOWN0001')).attempts).toBe(EVENT_TRIES);
    expect(logged).toHaveLength(1);
  });

  it('GoCardless unreachable counts no try: the event waits for it', async () => {
    await storeEvents(ctx.database.db, [aboutCollection('EVUNREACHED01', 'PM_ANY')]);
    const down = createGocardlessAdapter({
      apiBase: 'http://127.0.0.1:9/gocardless',
      accessToken: 'kestrel-demo-gocardless-token',
      webhookSecret: 'kestrel-demo-gocardless-webhook-secret',
      timeoutMs: 300,
    });
    for (let run = 0; run < EVENT_TRIES + 1; run += 1)
      await applyPendingEvents({ db: ctx.database.db, baseUrl: ctx.config.baseUrl }, down);
    expect(await rowOf('EVUNREACHED01')).toMatchObject({ attempts: 0, failedAt: null, processedAt: null });
  });
});
