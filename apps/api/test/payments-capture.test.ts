import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { priceWarranty } from '@kestrel/domain/pricing/price';
import { defaultRates } from '@kestrel/domain/pricing/rates';
import { call, registerGuest } from './accounts-helpers';
import { createTestApp, type TestContext } from './helpers';
import {
  approvedOrder,
  capture,
  confirmationsTo,
  createOrder,
  emulatedVehicle,
  kiaNiro,
  paypalControl,
  purchaseBody,
  recordsOf,
  today,
  unknownRegistration,
} from './payments-helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const niroPrice = () =>
  priceWarranty(
    { level: 'secure', claimLimit: 200_000, months: 12 },
    {
      engineSize: 1580,
      bhp: 139,
      driveType: '2WD',
      fuelType: 'hybrid',
      vehicleType: 'car',
      registeredDate: '2022-04-25',
      mileage: 21_800,
    },
    defaultRates,
    today(),
  );

describe('POST /api/warranty/create-paypal-order', () => {
  it('prices the order itself and opens a PayPal order for exactly that amount in GBP', async () => {
    const { token } = await registerGuest(ctx);
    const res = await createOrder(ctx, token, purchaseBody(kiaNiro, 'secure-2000-12'));
    expect(res.statusCode).toBe(200);
    const answer = res.json<{
      orderID: string;
      amount: number;
      currency: string;
      vehicleVerified: boolean;
      approveUrl: string;
    }>();
    expect(answer).toMatchObject({ amount: niroPrice(), currency: 'GBP', vehicleVerified: true });
    expect(answer.approveUrl).toContain(answer.orderID);
    const upstream = await paypalControl(ctx, `/orders/${answer.orderID}`, undefined, 'GET');
    expect(JSON.stringify(upstream.order)).toContain(`"value":"${(niroPrice() / 100).toFixed(2)}"`);
    expect(JSON.stringify(upstream.order)).toContain('"currency_code":"GBP"');
  });

  it.each([
    ['a lower bhp and engine size', { bhp: 60, eng_size: 900 }],
    ['a different drive type', { drive_type: '4x4' }],
  ])('charges the same whatever %s the browser sends for a looked-up vehicle', async (_label, tamper) => {
    const { token } = await registerGuest(ctx);
    const res = await createOrder(ctx, token, purchaseBody(kiaNiro, 'secure-2000-12', tamper));
    expect(res.json().amount).toBe(niroPrice());
  });

  it.each([
    ['a price', { price: 1 }],
    ['an amount', { amount: 100 }],
  ])('refuses a request carrying %s (400), so it cannot lower the charge', async (_label, extra) => {
    const { token } = await registerGuest(ctx);
    const res = await createOrder(ctx, token, purchaseBody(kiaNiro, 'secure-2000-12', extra));
    expect(res.statusCode).toBe(400);
  });

  it('prices a hand-typed vehicle as declared and marks it unverified', async () => {
    const { token } = await registerGuest(ctx);
    const vehicle = {
      reg_num: unknownRegistration(),
      date_first_reg: '2020-01-10',
      size: 1200,
      mileage: 30_000,
      bhp: 90,
    };
    const small = (await createOrder(ctx, token, purchaseBody(vehicle, 'safe-1000-12'))).json();
    const large = (
      await createOrder(
        ctx,
        token,
        purchaseBody({ ...vehicle, reg_num: unknownRegistration(), size: 2999, bhp: 250 }, 'safe-1000-12'),
      )
    ).json();
    expect(small.vehicleVerified).toBe(false);
    expect(large.amount).toBeGreaterThan(small.amount);
  });

  it('refuses a hand-typed vehicle whose plate is newer than its first registration, naming the field', async () => {
    const { token } = await registerGuest(ctx);
    const vehicle = { reg_num: 'ER19NFD', date_first_reg: '2004-03-15', size: 1200, mileage: 30_000, bhp: 90 };
    const res = await createOrder(ctx, token, purchaseBody(vehicle, 'safe-1000-12'));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({
      'warrantyData.vehicleDetails.date_first_reg': expect.stringContaining('first issued in March 2019'),
    });
  });

  it('refuses a level the vehicle is not eligible for: a 12-year-old car with 120,000 miles is offered Safe only', async () => {
    const { token } = await registerGuest(ctx);
    const old = {
      reg_num: unknownRegistration(),
      date_first_reg: `${Number(today().slice(0, 4)) - 12}-01-01`,
      size: 1600,
      mileage: 120_000,
      bhp: 110,
    };
    const supreme = await createOrder(ctx, token, purchaseBody(old, 'supreme-2000-12'));
    expect(supreme.statusCode).toBe(409);
    expect(supreme.json().error).toMatchObject({ code: 'PLAN_NOT_AVAILABLE' });
    const safe = await createOrder(
      ctx,
      token,
      purchaseBody({ ...old, reg_num: unknownRegistration() }, 'safe-1500-24'),
    );
    expect(safe.statusCode).toBe(200);
  });

  it.each([
    ['an unknown plan', purchaseBody(kiaNiro, 'gold-9999-12'), 'planID'],
    [
      'a plan that differs from the warranty data',
      { ...purchaseBody(kiaNiro, 'safe-1000-12'), planID: 'safe-1000-24' },
      'planID',
    ],
    ['a start date before the purchase date', purchaseBody(kiaNiro, 'safe-1000-12', {}), null],
  ])('answers 400 with a field message for %s', async (_label, body, field) => {
    const { token } = await registerGuest(ctx);
    if (field === null) {
      (
        body as { warrantyData: { start_date: string; vehicleInfo: { purchase_date: string } } }
      ).warrantyData.vehicleInfo.purchase_date = '2099-01-01';
    }
    const res = await createOrder(ctx, token, body);
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().error.fields ?? {}).length).toBeGreaterThan(0);
    if (field) expect(res.json().error.fields[field]).toBeTruthy();
  });

  it('answers 400 with field messages for a malformed purchase, and 401 without a session', async () => {
    const { token } = await registerGuest(ctx);
    const res = await createOrder(ctx, token, {
      planID: '',
      bhp: 'lots',
      warrantyData: { vehicleDetails: { reg_num: '??' } },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toMatchObject({
      bhp: expect.any(String),
      eng_size: expect.any(String),
      'warrantyData.vehicleDetails.reg_num': expect.any(String),
    });
    const anonymous = await call(ctx, {
      method: 'POST',
      url: '/api/warranty/create-paypal-order',
      payload: purchaseBody(kiaNiro),
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('POST /api/warranty/capture-paypal-payment', () => {
  it('makes one warranty (under review), one transaction and one confirmation e-mail', async () => {
    const { customer, orderID, amount } = await approvedOrder(ctx, {
      ...kiaNiro,
      reg_num: 'LN70KRE',
      make: 'VOLKSWAGEN',
      model: 'ID.3',
      fuel_type: 'electric',
      date_first_reg: '2020-10-21',
      size: 0,
      bhp: 201,
      mileage: 24_800,
    });
    const res = await capture(ctx, customer.token, orderID);
    expect(res.statusCode).toBe(200);
    const answer = res.json();
    expect(answer.message).toBe(
      'Thank you for your purchase! Your warranty details will be delivered to your email shortly.',
    );
    expect(answer.warranty).toMatchObject({ status: { value: 'under-review' }, reg_num: 'LN70KRE', amount });
    expect(answer.transaction).toMatchObject({ method: 'PayPal', amount, status: 'COMPLETED' });
    const records = await recordsOf(ctx, customer.user._id);
    expect(records.warranties).toHaveLength(1);
    expect(records.transactions).toHaveLength(1);
    expect(records.orders[0]?.status).toBe('completed');
    expect(records.warranties[0]).toMatchObject({
      vehicleVerified: true,
      make: 'VOLKSWAGEN',
      price: amount,
      ratesVersion: 1,
    });
    const emails = await confirmationsTo(ctx, customer.user.email);
    expect(emails).toHaveLength(1);
    expect(emails[0]?.textBody).toContain('LN70KRE');
  });

  it('gives the same single result to a repeated capture', async () => {
    const { customer, orderID } = await approvedOrder(ctx, emulatedVehicle('KS73MNE'));
    const first = await capture(ctx, customer.token, orderID);
    const second = await capture(ctx, customer.token, orderID);
    expect(second.statusCode).toBe(200);
    expect(second.json().warranty._id).toBe(first.json().warranty._id);
    const records = await recordsOf(ctx, customer.user._id);
    expect([records.warranties.length, records.transactions.length]).toEqual([1, 1]);
    expect(await confirmationsTo(ctx, customer.user.email)).toHaveLength(1);
  });

  it('gives ten concurrent captures one warranty, one transaction, one e-mail and one upstream capture', async () => {
    const { customer, orderID } = await approvedOrder(ctx, emulatedVehicle('RE24HCV'));
    const answers = await Promise.all(Array.from({ length: 10 }, () => capture(ctx, customer.token, orderID)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
    expect(new Set(answers.map((a) => a.json<{ warranty: { _id: string } }>().warranty._id)).size).toBe(1);
    const records = await recordsOf(ctx, customer.user._id);
    expect([records.warranties.length, records.transactions.length]).toEqual([1, 1]);
    expect(await confirmationsTo(ctx, customer.user.email)).toHaveLength(1);
    const upstream = await paypalControl(ctx, `/orders/${orderID}`, undefined, 'GET');
    expect(upstream.calls?.capture).toBe(1);
  });

  it('leaves no warranty and a clear message after a declined payment, and lets the buyer pay another way', async () => {
    const { customer, orderID } = await approvedOrder(ctx, emulatedVehicle('OE25SKD'));
    await paypalControl(ctx, `/orders/${orderID}/behaviour`, { capture: 'decline' });
    const declined = await capture(ctx, customer.token, orderID);
    expect(declined.statusCode).toBe(422);
    expect(declined.json().error).toMatchObject({
      code: 'PAYMENT_DECLINED',
      message: expect.stringMatching(/declined/),
    });
    expect((await recordsOf(ctx, customer.user._id)).warranties).toHaveLength(0);
    await paypalControl(ctx, `/orders/${orderID}/behaviour`, { capture: 'complete' });
    expect((await capture(ctx, customer.token, orderID)).statusCode).toBe(200);
    expect((await recordsOf(ctx, customer.user._id)).warranties).toHaveLength(1);
  });

  it('answers 503 with a message when PayPal fails, takes nothing, and completes on a retry', async () => {
    const { customer, orderID } = await approvedOrder(ctx, emulatedVehicle('BV74TKL'));
    await paypalControl(ctx, `/orders/${orderID}/behaviour`, { capture: 'provider-error' });
    const failed = await capture(ctx, customer.token, orderID);
    expect(failed.statusCode).toBe(503);
    expect(failed.json().error.message).toMatch(/PayPal/);
    expect((await recordsOf(ctx, customer.user._id)).warranties).toHaveLength(0);
    await paypalControl(ctx, `/orders/${orderID}/behaviour`, { capture: 'complete' });
    expect((await capture(ctx, customer.token, orderID)).statusCode).toBe(200);
  });

  it('records a capture whose answer was lost once, on the retry, with one upstream capture', async () => {
    const { customer, orderID } = await approvedOrder(ctx, emulatedVehicle('NA25WBX'));
    await paypalControl(ctx, `/orders/${orderID}/behaviour`, { capture: 'lose-answer' });
    expect((await capture(ctx, customer.token, orderID)).statusCode).toBe(503);
    const retry = await capture(ctx, customer.token, orderID);
    expect(retry.statusCode).toBe(200);
    const records = await recordsOf(ctx, customer.user._id);
    expect([records.warranties.length, records.transactions.length]).toEqual([1, 1]);
  });

  it('holds a capture PayPal captured for another amount: no warranty, flagged for staff', async () => {
    const { customer, orderID } = await approvedOrder(ctx, emulatedVehicle('FP23VSD'));
    await paypalControl(ctx, `/orders/${orderID}/behaviour`, { capture: 'complete', captureAmount: '1.00' });
    const res = await capture(ctx, customer.token, orderID);
    expect(res.statusCode).toBe(409);
    const records = await recordsOf(ctx, customer.user._id);
    expect(records.warranties).toHaveLength(0);
    expect(records.orders[0]?.status).toBe('flagged');
  });

  it('holds a PENDING capture without a warranty', async () => {
    const { customer, orderID } = await approvedOrder(ctx, emulatedVehicle('DE72ZYN'));
    await paypalControl(ctx, `/orders/${orderID}/behaviour`, { capture: 'pending' });
    const res = await capture(ctx, customer.token, orderID);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('PAYMENT_PENDING');
    expect((await recordsOf(ctx, customer.user._id)).warranties).toHaveLength(0);
  });

  it("answers 404 to another customer's order, and 409 to an order not yet approved", async () => {
    const { orderID } = await approvedOrder(ctx, emulatedVehicle('YK71TGD'));
    const stranger = await registerGuest(ctx);
    expect((await capture(ctx, stranger.token, orderID)).statusCode).toBe(404);
    const owner = await registerGuest(ctx);
    const created = await createOrder(ctx, owner.token, purchaseBody(emulatedVehicle('WA21BHN')));
    const early = await capture(ctx, owner.token, created.json().orderID);
    expect(early.statusCode).toBe(409);
    expect(early.json().error.code).toBe('PAYMENT_NOT_APPROVED');
  });

  it('refuses a second live warranty for a covered registration, at the check and at the order', async () => {
    const { customer, orderID } = await approvedOrder(ctx, emulatedVehicle('MF20PKS'));
    await capture(ctx, customer.token, orderID);
    const check = await call(ctx, { method: 'POST', url: '/api/warranty/check', payload: { reg_num: 'MF20 PKS' } });
    expect(check.statusCode).toBe(409);
    expect(check.json().error).toMatchObject({ code: 'ALREADY_COVERED', message: expect.stringContaining('MF20PKS') });
    const again = await createOrder(ctx, customer.token, purchaseBody(emulatedVehicle('MF20PKS')));
    expect(again.statusCode).toBe(409);
  });

  it('answers 400 with field messages for a malformed capture', async () => {
    const { token } = await registerGuest(ctx);
    const res = await call(ctx, {
      method: 'POST',
      url: '/api/warranty/capture-paypal-payment',
      token,
      payload: { order: { orderID: '' } },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields['order.orderID']).toBeTruthy();
  });
});
