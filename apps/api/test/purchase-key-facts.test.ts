import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { benefitLines } from '@kestrel/domain/catalogue/benefits';
import { purchaseDeclaration, TERMS_VERSION } from '@kestrel/domain/purchase/key-facts';
import type { AdminWarrantyAnswer, WorkQueueAnswer } from '@kestrel/domain/schemas/admin';
import { paymentOrders } from '../src/db/schema';
import { call, registerGuest } from './accounts-helpers';
import { createTestApp, type TestContext } from './helpers';
import {
  capture,
  confirmationsTo,
  createOrder,
  kiaNiro,
  paypalControl,
  purchaseBody,
  unknownRegistration,
} from './payments-helpers';
import { popplerRead } from './pdf-reader';
import { staffSignIn } from './staff-helpers';

let ctx: TestContext;
let buyer: string;
beforeAll(async () => {
  ctx = await createTestApp();
  buyer = (await registerGuest(ctx)).token;
});
afterAll(() => ctx.close());

/** A hand-typed vehicle (the lookup does not know it) with the given figures. */
const typedVehicle = (figures: Partial<{ date_first_reg: string; size: number; bhp: number; mileage: number }>) => ({
  reg_num: unknownRegistration(),
  date_first_reg: '2016-03-10',
  size: 1598,
  bhp: 118,
  mileage: 70_000,
  ...figures,
});

const storedOrder = async (providerOrderId: string) => {
  const [row] = await ctx.database.db
    .select()
    .from(paymentOrders)
    .where(eq(paymentOrders.providerOrderId, providerOrderId));
  return row;
};

describe('POST /api/warranty/create-paypal-order: the key facts and the declaration', () => {
  it.each([
    ['without the declaration', { declaration: undefined }, 'declaration'],
    ['with the declaration not confirmed', { declaration: false }, 'declaration'],
    ['without the terms version', { termsVersion: undefined }, 'termsVersion'],
  ])('refuses an order %s (400, naming the field)', async (_case, overrides, field) => {
    const res = await createOrder(ctx, buyer, purchaseBody(kiaNiro, 'secure-2000-12', overrides));
    expect(res.statusCode, res.body).toBe(400);
    expect(Object.keys(res.json().error.fields)).toContain(field);
  });

  it('refuses an order made on terms that have since changed, asking the buyer to read them again (409)', async () => {
    const res = await createOrder(ctx, buyer, purchaseBody(kiaNiro, 'secure-2000-12', { termsVersion: '2020-01-01' }));
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatchObject({
      code: 'TERMS_CHANGED',
      message: expect.stringMatching(/read the key facts again/),
    });
  });

  it('records the terms version, the declaration and its time on the order', async () => {
    const before = Date.now();
    const res = await createOrder(ctx, buyer, purchaseBody(kiaNiro, 'secure-2000-12'));
    expect(res.statusCode, res.body).toBe(200);
    const order = await storedOrder(res.json().orderID);
    expect(order).toMatchObject({ termsVersion: TERMS_VERSION, declaration: purchaseDeclaration, unlikelyDetails: [] });
    expect(order?.declaredAt?.getTime()).toBeGreaterThanOrEqual(before - 1000);
  });

  it.each([
    [
      'a mileage far too high for its age',
      { date_first_reg: '2024-06-01', mileage: 150_000 },
      'mileage-high',
      'warrantyData.vehicleDetails.mileage',
    ],
    [
      'a mileage far too low for its age',
      { date_first_reg: '2012-06-01', mileage: 1_200 },
      'mileage-low',
      'warrantyData.vehicleDetails.mileage',
    ],
    ['an engine whose power does not fit its size', { size: 999, bhp: 400 }, 'engine-power', 'bhp'],
  ])('asks the buyer to confirm %s typed by hand, then sells and flags it', async (_case, figures, detail, field) => {
    const vehicle = typedVehicle(figures);
    const unconfirmed = await createOrder(ctx, buyer, purchaseBody(vehicle, 'safe-1000-12'));
    expect(unconfirmed.statusCode, unconfirmed.body).toBe(409);
    expect(unconfirmed.json().error).toMatchObject({ code: 'UNLIKELY_DETAILS_UNCONFIRMED' });
    expect(Object.keys(unconfirmed.json().error.fields)).toEqual([field]);

    const confirmed = await createOrder(
      ctx,
      buyer,
      purchaseBody(vehicle, 'safe-1000-12', { confirmedUnlikelyDetails: [detail] }),
    );
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const order = await storedOrder(confirmed.json().orderID);
    expect(order?.unlikelyDetails).toEqual([{ detail, message: expect.any(String) }]);
  });

  it('does not ask about figures that came from our own lookup of the vehicle', async () => {
    // Declared figures that do not fit together are not read for a vehicle our lookup found: its own are priced.
    const res = await createOrder(ctx, buyer, purchaseBody({ ...kiaNiro, size: 999, bhp: 400 }, 'secure-2000-12'));
    expect(res.statusCode, res.body).toBe(200);
    expect((await storedOrder(res.json().orderID))?.unlikelyDetails).toEqual([]);
  });

  it('refuses an unknown unlikely detail (400)', async () => {
    const res = await createOrder(
      ctx,
      buyer,
      purchaseBody(kiaNiro, 'secure-2000-12', { confirmedUnlikelyDetails: ['colour'] }),
    );
    expect(res.statusCode).toBe(400);
  });
});

describe('the back office sees what was declared before paying', () => {
  it('shows the terms version, the declaration time and the details confirmed, and the days waited in the queue', async () => {
    const customer = await registerGuest(ctx);
    const vehicle = typedVehicle({ size: 999, bhp: 400 });
    const created = await createOrder(
      ctx,
      customer.token,
      purchaseBody(vehicle, 'safe-1000-12', { confirmedUnlikelyDetails: ['engine-power'] }),
    );
    expect(created.statusCode, created.body).toBe(200);
    const { orderID } = created.json<{ orderID: string }>();
    await paypalControl(ctx, `/orders/${orderID}/approve`);
    const captured = await capture(ctx, customer.token, orderID);
    expect(captured.statusCode, captured.body).toBe(200);
    const warrantyId = captured.json().warranty._id as string;

    const staff = (await staffSignIn(ctx)).token;
    const page = await call(ctx, { url: `/api/admin/warranties/${warrantyId}`, token: staff });
    expect(page.statusCode, page.body).toBe(200);
    const { beforePaying } = page.json<AdminWarrantyAnswer>();
    expect(beforePaying).toMatchObject({
      termsVersion: TERMS_VERSION,
      declaration: purchaseDeclaration,
      unlikelyDetails: [{ detail: 'engine-power', message: expect.stringContaining('400 bhp') }],
    });
    expect(Date.parse(beforePaying.declaredAt ?? '')).not.toBeNaN();

    // The confirmation e-mail carries the key facts (benefits included), the next step and the terms' version.
    const [email] = await confirmationsTo(ctx, customer.user.email);
    const body = (email?.textBody ?? '').replace(/\s+/g, ' ');
    for (const benefit of benefitLines('safe')) expect(body).toContain(`${benefit.name}: ${benefit.text}`);
    expect(body).toContain('will call you within 2 working days');
    expect(body).toContain('terms of service of 29 November 2026');

    const queue = await call(ctx, { url: `/api/admin/warranties?q=${vehicle.reg_num}`, token: staff });
    expect(queue.json<WorkQueueAnswer>().items).toEqual([
      expect.objectContaining({ id: warrantyId, status: 'under-review', waitingWorkingDays: 0, detailsToCheck: 1 }),
    ]);

    // The customer's card gives the order's reference, and staff find the sale by it.
    const mine = await call(ctx, { url: '/api/warranty/my-warranties?active=true', token: customer.token });
    const reference = mine.json<{ warranties: { _id: string; order_reference: string }[] }>().warranties[0]
      ?.order_reference;
    expect(reference).toMatch(/^KO-\d{2}-\d{7}$/);
    const found = await call(ctx, { url: `/api/admin/warranties?q=${reference}`, token: staff });
    expect(found.json<WorkQueueAnswer>().items.map((item) => item.id)).toEqual([warrantyId]);
  });
});

describe('GET /api/documents/key-facts', () => {
  it("is a tagged PDF of the plan's key facts from its start date, with the benefits and the terms version", async () => {
    const res = await call(ctx, { url: '/api/documents/key-facts?plan=secure-2000-12&start=2026-12-01' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const pdf = res.rawPayload;
    expect(pdf.toString('latin1')).toContain('/StructTreeRoot');
    const { text, info } = await popplerRead(pdf);
    const flat = text.replace(/\s+/g, ' ');
    expect(info).toMatch(/Title:\s+Key facts: Secure, £2,000 per claim, 12 months/);
    expect(flat).toContain('1 December 2026 to 30 November 2027');
    for (const benefit of benefitLines('secure')) expect(flat).toContain(benefit.name);
    expect(flat).toContain('Before your cover begins');
    expect(flat).toContain('version of 29 November 2026');
  });

  it.each([
    ['no plan', ''],
    ['a plan we do not sell', '?plan=gold-9000-12'],
    ['a start that is not a date', '?plan=secure-2000-12&start=soon'],
  ])('refuses %s with a 400', async (_case, query) => {
    const res = await call(ctx, { url: `/api/documents/key-facts${query}` });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBeTruthy();
  });
});
