import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { motScenarios } from '@kestrel/emulators/mot-history/histories';
import type { WorkQueueAnswer } from '@kestrel/domain/schemas/admin';
import type { WarrantyHistoryAnswer } from '@kestrel/domain/schemas/vehicle-history';
import { paymentOrders, warranties } from '../src/db/schema';
import { call, registerGuest } from './accounts-helpers';
import type { TestContext } from './helpers';
import {
  approvedOrder,
  capture,
  createOrder,
  emulatedVehicle,
  purchaseBody,
  recordsOf,
  unknownRegistration,
} from './payments-helpers';
import { typedFocus } from './dashboard-helpers';
import { appWithStaffToken } from './staff-helpers';

let ctx: TestContext;
let staffToken: string;
beforeAll(async () => ({ ctx, staffToken } = await appWithStaffToken()));
afterAll(() => ctx.close());

/** Buys cover for a vehicle as the browser would; answers the customer and the warranty row. */
async function buy(vehicle: ReturnType<typeof emulatedVehicle>, plan = 'safe-1000-12') {
  const { customer, orderID } = await approvedOrder(ctx, vehicle, plan);
  const captured = await capture(ctx, customer.token, orderID);
  expect(captured.statusCode, captured.body).toBe(200);
  const id = captured.json<{ warranty: { _id: string } }>().warranty._id;
  const [warranty] = await ctx.database.db.select().from(warranties).where(eq(warranties.id, id));
  return { customer, warranty: warranty! };
}

const staffGet = <T>(url: string) =>
  call(ctx, { url, token: staffToken }).then((res) => {
    expect(res.statusCode, res.body).toBe(200);
    return res.json<T>();
  });

describe('an order re-checks the MOT history on the server (DESIGN §8.3 "Records")', () => {
  it('refuses a mileage below the record and an expired MOT, whatever the browser checked, storing no order', async () => {
    const customer = await registerGuest(ctx);
    const low = await createOrder(
      ctx,
      customer.token,
      purchaseBody({ ...emulatedVehicle(motScenarios.clean), mileage: 1_000 }),
    );
    expect(low.statusCode).toBe(409);
    expect(low.json().error).toMatchObject({
      code: 'HISTORY_REFUSED',
      fields: { 'warrantyData.vehicleDetails.mileage': expect.stringContaining('at the test on') },
    });
    const expired = await createOrder(ctx, customer.token, purchaseBody(emulatedVehicle(motScenarios.expired)));
    expect(expired.statusCode).toBe(409);
    expect(expired.json().error.fields).toEqual({
      'warrantyData.vehicleDetails.reg_num': expect.stringContaining('MOT ran out'),
    });
    const dangerous = await createOrder(ctx, customer.token, purchaseBody(emulatedVehicle(motScenarios.dangerousFail)));
    expect(dangerous.statusCode).toBe(409);
    expect((await recordsOf(ctx, customer.user._id)).orders).toHaveLength(0);
  });

  it('keeps the outcome and the reading relied on, on the order and the warranty', async () => {
    const { warranty } = await buy(emulatedVehicle(motScenarios.clean));
    expect(warranty.historyFlagged).toBe(false);
    expect(warranty.history).toMatchObject({ check: 'found', decision: 'sold', flags: [] });
    expect(warranty.history?.motStatus).toMatchObject({ status: 'valid' });
    expect(warranty.historyReadingMiles).toBe(warranty.history?.reading?.miles);
    expect(warranty.historyReadingMiles).toBeGreaterThan(70_000);
    const [order] = await ctx.database.db.select().from(paymentOrders).where(eq(paymentOrders.id, warranty.orderId));
    expect(order?.history).toEqual(warranty.history);
  });

  it.each([
    ['an unreadable odometer', motScenarios.unreadable, 'odometer-not-read'],
    ['the DVSA down', motScenarios.serviceDown, 'not-checked'],
  ])('sells %s, flagged for the staff', async (_case, registration, flag) => {
    const { warranty } = await buy(emulatedVehicle(registration));
    expect(warranty.historyFlagged).toBe(true);
    expect(warranty.history?.flags).toEqual([flag]);
  });

  it('sells a hand-typed vehicle the DVSA has no record of, flagged "no-record"', async () => {
    const { customer, orderID } = await approvedOrder(ctx, typedFocus());
    const captured = await capture(ctx, customer.token, orderID);
    expect(captured.statusCode).toBe(200);
    const [warranty] = (await recordsOf(ctx, customer.user._id)).warranties;
    expect(warranty?.history).toMatchObject({ check: 'not-found', flags: ['no-record'], reading: null });
  });
});

describe('what the staff see', () => {
  it('marks a clocked sale in the queue, filters flagged sales, and shows the full history', async () => {
    const { warranty } = await buy(emulatedVehicle(motScenarios.clocked));
    const { warranty: clean } = await buy(emulatedVehicle('FH13WNM'));

    const flagged = await staffGet<WorkQueueAnswer>('/api/admin/warranties?flagged=true');
    expect(flagged.items.map((item) => item.id)).toContain(warranty.id);
    expect(flagged.items.map((item) => item.id)).not.toContain(clean.id);
    expect(flagged.items.find((item) => item.id === warranty.id)?.historyFlags).toEqual(['readings-go-down']);
    const unflagged = await staffGet<WorkQueueAnswer>('/api/admin/warranties?flagged=false');
    expect(unflagged.items.map((item) => item.id)).toContain(clean.id);
    expect(unflagged.items.map((item) => item.id)).not.toContain(warranty.id);

    const answer = await staffGet<WarrantyHistoryAnswer>(`/api/admin/warranties/${warranty.id}/history`);
    expect(answer).toMatchObject({ registration: motScenarios.clocked, declaredMileage: warranty.mileage });
    expect(answer.atSale).toEqual(warranty.history);
    expect(answer.current.points.some((point) => point.drop)).toBe(true);
    expect(answer.current.history?.tests.length).toBeGreaterThan(3);

    const bad = await call(ctx, { url: '/api/admin/warranties?flagged=maybe', token: staffToken });
    expect(bad.statusCode).toBe(400);
    const missing = await call(ctx, { url: `/api/admin/warranties/${crypto.randomUUID()}/history`, token: staffToken });
    expect(missing.statusCode).toBe(404);
  });
});

describe('what the customer sees', () => {
  it("shows the history of the customer's own warranty only", async () => {
    const { customer, warranty } = await buy(emulatedVehicle(motScenarios.advisories));
    const url = `/api/warranty/my-warranty/${warranty.id}/history`;
    const own = await call(ctx, { url, token: customer.token });
    expect(own.statusCode, own.body).toBe(200);
    const answer = own.json<WarrantyHistoryAnswer>();
    expect(answer.current.history?.tests.at(-1)?.defects.length).toBe(13);
    expect(answer.atSale?.check).toBe('found');

    const other = await registerGuest(ctx);
    expect((await call(ctx, { url, token: other.token })).statusCode).toBe(404);
    expect((await call(ctx, { url })).statusCode).toBe(401);
    expect((await call(ctx, { url: '/api/warranty/my-warranty/nope/history', token: customer.token })).statusCode).toBe(
      400,
    );
  });

  it('a new registration with no MOT check behind it yet still gets its warranty history', async () => {
    const registration = unknownRegistration();
    const answer = await call(ctx, { url: `/api/vehicle/history?reg=${registration}` });
    expect(answer.json()).toMatchObject({ check: 'not-found', verdict: { decision: 'sold', flags: ['no-record'] } });
  });
});
