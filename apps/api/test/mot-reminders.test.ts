import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, like } from 'drizzle-orm';
import { addDays, addYears } from '@kestrel/domain/dates/calendar-date';
import { ukLongDate } from '@kestrel/domain/uk/long-date';
import { motScenarios } from '@kestrel/emulators/mot-history/histories';
import { outboxEmails, warranties } from '../src/db/schema';
import { createHistoryChecker } from '../src/modules/vehicle-history/check-history';
import { sendMotReminders } from '../src/modules/warranties/mot-reminders';
import { myWarranty, staff } from './dashboard-helpers';
import { emulatorControl } from './emulator-control';
import { createTestApp, type TestContext } from './helpers';
import { approvedOrder, capture, emulatedVehicle } from './payments-helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const dvsa = emulatorControl(() => `${ctx.emulatorBaseUrl}/mot-history`);

/** One instance's history checker: its own adapter's answers, the shared database. */
const instanceChecker = () =>
  createHistoryChecker({
    db: ctx.database.db,
    provider: ctx.app.adapters.motHistory,
    lookup: () => Promise.reject(new Error('not used: the warranty knows its first registration')),
    log: ctx.app.log,
  });

/** Runs the job as several instances would (each its own checker), all at once, on UK day `today`. */
const runs = (today: string, times = 3) =>
  Promise.all(
    Array.from({ length: times }, () =>
      sendMotReminders({ db: ctx.database.db, history: instanceChecker() }, today, ctx.config.baseUrl),
    ),
  );

const motRemindersTo = (email: string) =>
  ctx.database.db
    .select()
    .from(outboxEmails)
    .where(and(eq(outboxEmails.toAddress, email), like(outboxEmails.kind, 'mot-reminder-%')))
    .orderBy(outboxEmails.createdAt);

/**
 * Buys cover for a vehicle of the DVSA emulator's data set, passes its inspection and starts its
 * cover 60 days before its MOT runs out (so it is in force on each reminder's day); answers the
 * MOT's due date on the record read at the sale.
 */
async function coveredVehicle(registration: string) {
  const { customer, orderID } = await approvedOrder(ctx, emulatedVehicle(registration), 'safe-1000-12');
  const captured = await capture(ctx, customer.token, orderID);
  expect(captured.statusCode, captured.body).toBe(200);
  const warrantyId = captured.json<{ warranty: { _id: string } }>().warranty._id;
  const [row] = await ctx.database.db.select().from(warranties).where(eq(warranties.id, warrantyId));
  const status = row?.history?.motStatus;
  if (status?.status !== 'valid') throw new Error(`expected a current MOT: ${JSON.stringify(status)}`);
  const due = status.expires;
  await staff(ctx, warrantyId, { status: 'inspection-passed', startDate: addDays(due, -60) });
  return { customer, warrantyId, due };
}

describe('MOT reminders from the DVSA record (DESIGN §9.3)', () => {
  it('sends the 30-day and the 7-day reminder once each, however many runs go at once', async () => {
    const { customer, warrantyId, due } = await coveredVehicle(motScenarios.clean);
    expect((await myWarranty(ctx, customer.token, warrantyId)).mot_due).toBe(due);

    await runs(addDays(due, -31));
    expect(await motRemindersTo(customer.user.email)).toHaveLength(0);

    const first = await runs(addDays(due, -30));
    expect(first.reduce((a, b) => a + b, 0)).toBe(1);
    await runs(addDays(due, -29), 1);
    const [thirty, ...none] = await motRemindersTo(customer.user.email);
    expect(none).toHaveLength(0);
    expect(thirty?.kind).toBe('mot-reminder-30-days');
    expect(thirty?.subject).toBe(`The MOT for ${motScenarios.clean} is due on ${ukLongDate(due)}`);
    expect(thirty?.textBody).toContain(`shows its MOT is due on ${ukLongDate(due)}, in 30 days.`);
    expect(thirty?.textBody).toContain('section 11 of the terms');
    expect(thirty?.textBody).toContain('"find an MOT test centre" on GOV.UK');
    expect(thirty?.textBody).toContain(`${ctx.config.baseUrl}/dashboard/user-dashboard`);

    const second = await runs(addDays(due, -7));
    expect(second.reduce((a, b) => a + b, 0)).toBe(1);
    await runs(addDays(due, -3), 2);
    const kinds = (await motRemindersTo(customer.user.email)).map((email) => email.kind);
    expect(kinds).toEqual(['mot-reminder-30-days', 'mot-reminder-7-days']);

    // After the day itself, nothing more.
    await runs(addDays(due, 1), 1);
    expect(await motRemindersTo(customer.user.email)).toHaveLength(2);
  });

  it('sends none once a newer pass is on the DVSA record, read again just before the reminder', async () => {
    const { customer, warrantyId, due } = await coveredVehicle('KM12AKK');
    await runs(addDays(due, -30));
    expect((await motRemindersTo(customer.user.email)).map((email) => email.kind)).toEqual(['mot-reminder-30-days']);

    // The vehicle is retested 13 days before its MOT runs out; our record still shows the old pass.
    await dvsa('/clock', { to: addDays(due, -10) });
    try {
      expect(await runs(addDays(due, -7))).toEqual([0, 0, 0]);
      expect(await motRemindersTo(customer.user.email)).toHaveLength(1);
      // The fresh record was kept: the card's line and the next reminders follow the new pass.
      // The emulator's passes run to the day before each anniversary: the new one a year after the old.
      expect((await myWarranty(ctx, customer.token, warrantyId)).mot_due).toBe(
        addDays(addYears(addDays(due, 1), 1), -1),
      );
    } finally {
      await dvsa('/clock', { to: null });
    }
  });

  it('sends nothing for cover not in force (under review)', async () => {
    const { customer, orderID } = await approvedOrder(ctx, emulatedVehicle('DY61XKT'), 'safe-1000-12');
    expect((await capture(ctx, customer.token, orderID)).statusCode).toBe(200);
    const [row] = await ctx.database.db.select().from(warranties).where(eq(warranties.userId, customer.user._id));
    const status = row?.history?.motStatus;
    if (status?.status !== 'valid') throw new Error('expected a current MOT');
    await runs(addDays(status.expires, -30), 1);
    expect(await motRemindersTo(customer.user.email)).toHaveLength(0);
  });
});
