import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../src/db/seed';
import { demoCustomer } from '../src/db/seed-accounts';
import { users } from '../src/db/schema';
import { createTestApp, type TestContext } from './helpers';
import { login } from './accounts-helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ OUTBOX_POLL_MS: '0' });
});
afterAll(() => ctx.close());

describe('the demo seed', () => {
  it('runs once per database, and its customer logs in with the password the README gives', async () => {
    expect(await seedDemoData(ctx.database.db)).toBe(true);
    expect(await seedDemoData(ctx.database.db)).toBe(false);
    const rows = await ctx.database.db.select().from(users);
    expect(rows.filter((row) => row.email === demoCustomer.email)).toHaveLength(1);
    const session = await login(ctx, demoCustomer.email, demoCustomer.password);
    expect(session.user).toMatchObject({ firstname: 'Emma', role: 'customer' });
  });
});
