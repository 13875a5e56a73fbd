import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { londonToday } from '@kestrel/domain/uk/london-date';
import { outboxEmails } from '../src/db/schema';
import { sendRenewalReminders } from '../src/modules/warranties/renewal-reminders';
import { buyWarranty, myWarranty, staff } from './dashboard-helpers';
import { createTestApp, type TestContext } from './helpers';
import { daysFromToday } from './payments-helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const remindersTo = async (email: string) =>
  ctx.database.db
    .select()
    .from(outboxEmails)
    .where(and(eq(outboxEmails.toAddress, email), eq(outboxEmails.kind, 'renewal-reminder')));

describe('the renewal reminder (30 days before cover ends)', () => {
  it('is sent once to each passed warranty ending within 30 days, by however many runs at once', async () => {
    const due = await buyWarranty(ctx, undefined, 'safe-500-3');
    const later = await buyWarranty(ctx, undefined, 'safe-500-3');
    const underReview = await buyWarranty(ctx, undefined, 'safe-500-3');
    await staff(ctx, due.warrantyId, { status: 'inspection-passed', startDate: daysFromToday(-70) });
    await staff(ctx, later.warrantyId, { status: 'inspection-passed', startDate: daysFromToday(-40) });
    await staff(ctx, underReview.warrantyId, { startDate: daysFromToday(-70) });

    const runs = await Promise.all(
      [1, 2, 3].map(() => sendRenewalReminders(ctx.database.db, londonToday(), ctx.config.baseUrl)),
    );
    expect(runs.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(1);
    await sendRenewalReminders(ctx.database.db, londonToday(), ctx.config.baseUrl);

    const [reminder, ...more] = await remindersTo(due.customer.user.email);
    expect(more).toHaveLength(0);
    const expiry = (await myWarranty(ctx, due.customer.token, due.warrantyId)).expiry_date;
    expect(reminder?.textBody).toContain(due.vehicle.reg_num);
    expect(reminder?.textBody).toContain(`${ctx.config.baseUrl}/dashboard/user-dashboard`);
    expect(reminder?.subject).toContain(
      new Date(`${expiry}T00:00:00Z`).toLocaleDateString('en-GB', {
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      }),
    );
    expect(await remindersTo(later.customer.user.email)).toHaveLength(0);
    expect(await remindersTo(underReview.customer.user.email)).toHaveLength(0);
  });
});
