import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, registerGuest } from './accounts-helpers';
import { buyWarranty, myTransactions, myWarranties, myWarranty, staff } from './dashboard-helpers';
import { createTestApp, type TestContext } from './helpers';
import { daysFromToday } from './payments-helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('GET /api/warranty/my-warranties', () => {
  it('answers zero counts and empty lists to a customer with no warranties', async () => {
    const { token } = await registerGuest(ctx);
    const empty = { activeWarranty: { active: 0, upcoming: 0, expired: 0, warranties: [] }, warranties: [] };
    expect(await myWarranties(ctx, token)).toEqual(empty);
    expect(await myWarranties(ctx, token, true)).toEqual(empty);
    expect(await myTransactions(ctx, token)).toEqual([]);
  });

  it('shows a new purchase under review: counted as upcoming, cancellable, no certificate, its receipt known', async () => {
    const bought = await buyWarranty(ctx);
    const answer = await myWarranties(ctx, bought.customer.token, true);
    expect(answer.activeWarranty).toMatchObject({ active: 0, upcoming: 1, expired: 0, warranties: [] });
    expect(answer.warranties).toHaveLength(1);
    const [warranty] = answer.warranties;
    expect(warranty).toMatchObject({
      _id: bought.warrantyId,
      plan: {
        _id: 'secure-2000-12',
        name: 'Secure, £2,000 per claim, 12 months',
        level: { _id: 'secure', level: 'Secure' },
      },
      vehicleDetails: {
        reg_num: bought.vehicle.reg_num,
        make: 'FORD',
        model: 'FOCUS',
        milage: 41_000,
        verified: false,
      },
      user: { firstname: 'Priya', lastname: 'Shah', email: bought.customer.user.email, mobile_no: '+447911123456' },
      status: { value: 'under-review', label: 'Under review' },
      amount: bought.amount,
      balance_due: 0,
      start_date: daysFromToday(1),
      cover_state: 'upcoming',
      document: null,
      receipt_id: bought.transactionId,
      can_cancel: true,
      can_renew: false,
      can_pay: false,
    });
  });

  it('counts warranties by their dates (awaiting inspection as upcoming), lists those in force, and keeps the newest first', async () => {
    const customer = await registerGuest(ctx);
    const active = await buyWarranty(ctx, customer);
    const upcoming = await buyWarranty(ctx, customer, 'safe-1000-6');
    const expired = await buyWarranty(ctx, customer, 'safe-500-3');
    const review = await buyWarranty(ctx, customer, 'secure-1000-24');
    const failed = await buyWarranty(ctx, customer, 'secure-3000-36');
    await staff(ctx, active.warrantyId, { status: 'inspection-passed', startDate: daysFromToday(-30) });
    await staff(ctx, upcoming.warrantyId, { status: 'inspection-passed', startDate: daysFromToday(20) });
    await staff(ctx, expired.warrantyId, { status: 'inspection-passed', startDate: daysFromToday(-400) });
    await staff(ctx, failed.warrantyId, { status: 'inspection-failed' });

    const current = await myWarranties(ctx, customer.token, true);
    // The one under review counts as upcoming: cover begins when its inspection passes.
    expect(current.activeWarranty).toMatchObject({ active: 1, upcoming: 2, expired: 1 });
    expect(current.activeWarranty.warranties.map((w) => w._id)).toEqual([active.warrantyId]);
    const [inForce] = current.activeWarranty.warranties;
    expect(inForce).toMatchObject({
      cover_state: 'active',
      document: { url: `/api/download-pdf/certificate/${active.warrantyId}` },
    });
    // 12 months from 30 days ago: the days left count today and end on the expiry day.
    expect(inForce?.remaining_days).toBeGreaterThan(300);
    // Newest first; the expired one is no longer current, the failed one still shows its message.
    expect(current.warranties.map((w) => w._id)).toEqual([
      failed.warrantyId,
      review.warrantyId,
      upcoming.warrantyId,
      active.warrantyId,
    ]);
    expect(current.warranties[0]).toMatchObject({
      status: { value: 'inspection-failed' },
      can_cancel: false,
      remaining_days: 0,
    });

    const all = await myWarranties(ctx, customer.token);
    expect(all.warranties.map((w) => w._id)).toEqual([
      failed.warrantyId,
      review.warrantyId,
      expired.warrantyId,
      upcoming.warrantyId,
      active.warrantyId,
    ]);
    expect(all.warranties[2]).toMatchObject({ cover_state: 'expired', remaining_days: 0, can_renew: false });
  });

  it('offers renewal when cover ends within 60 days, and not before', async () => {
    const customer = await registerGuest(ctx);
    const ending = await buyWarranty(ctx, customer, 'safe-500-3');
    const later = await buyWarranty(ctx, customer, 'safe-500-3');
    await staff(ctx, ending.warrantyId, { status: 'inspection-passed', startDate: daysFromToday(-60) });
    await staff(ctx, later.warrantyId, { status: 'inspection-passed', startDate: daysFromToday(-20) });
    expect(await myWarranty(ctx, customer.token, ending.warrantyId)).toMatchObject({ can_renew: true });
    expect(await myWarranty(ctx, customer.token, later.warrantyId)).toMatchObject({ can_renew: false });
  });

  it('answers 400 with the error body for a malformed query', async () => {
    const { token } = await registerGuest(ctx);
    const res = await call(ctx, { url: '/api/warranty/my-warranties?active=yes', token });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: { code: 'VALIDATION_FAILED', message: expect.any(String) } });
  });
});

describe('GET /api/transaction/my-transactions', () => {
  it('lists the payment with its plan, registration and provider id', async () => {
    const bought = await buyWarranty(ctx);
    const [payment] = await myTransactions(ctx, bought.customer.token);
    expect(payment).toMatchObject({
      _id: bought.transactionId,
      kind: 'payment',
      status: 'COMPLETED',
      method: 'PayPal',
      amount: bought.amount,
      currency: 'GBP',
      plan: 'Secure, £2,000 per claim, 12 months',
      reg_num: bought.vehicle.reg_num,
      warranty_id: bought.warrantyId,
    });
    const one = await call(ctx, {
      url: `/api/transaction/my-transaction/${bought.transactionId}`,
      token: bought.customer.token,
    });
    expect(one.statusCode).toBe(200);
    expect(one.json()).toEqual({ transaction: payment });
  });
});

describe("One customer's records are invisible to another (SECURITY B6)", () => {
  it('answers 404 to another customer and 401 without a token, for every dashboard call and document', async () => {
    const owner = await buyWarranty(ctx);
    await staff(ctx, owner.warrantyId, { status: 'inspection-passed', startDate: daysFromToday(-1), balanceDue: 0 });
    const other = await registerGuest(ctx);
    const requests = [
      { method: 'GET' as const, url: `/api/warranty/my-warranty/${owner.warrantyId}` },
      { method: 'GET' as const, url: `/api/transaction/my-transaction/${owner.transactionId}` },
      { method: 'GET' as const, url: `/api/download-pdf/receipt/${owner.transactionId}` },
      { method: 'GET' as const, url: `/api/download-pdf/certificate/${owner.warrantyId}` },
      { method: 'POST' as const, url: `/api/warranty/cancel/${owner.warrantyId}`, payload: {} },
      { method: 'POST' as const, url: `/api/warranty/create-paypal-order/${owner.warrantyId}`, payload: {} },
      {
        method: 'POST' as const,
        url: `/api/warranty/capture-paypal-payment/${owner.warrantyId}`,
        payload: { order: { orderID: owner.orderID } },
      },
    ];
    for (const request of requests) {
      const asOther = await call(ctx, { ...request, token: other.token });
      expect(asOther.statusCode, `${request.method} ${request.url} as another customer`).toBe(404);
      expect(asOther.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
      const anonymous = await call(ctx, request);
      expect(anonymous.statusCode, `${request.method} ${request.url} without a token`).toBe(401);
    }
    // The other customer's own lists stay empty; the owner's records are untouched.
    expect((await myWarranties(ctx, other.token)).warranties).toEqual([]);
    expect(await myTransactions(ctx, other.token)).toEqual([]);
    expect(await myWarranty(ctx, owner.customer.token, owner.warrantyId)).toMatchObject({
      status: { value: 'inspection-passed' },
    });
  });

  it.each(['not-a-uuid', '123', "1' or '1'='1"])('answers 400, not 500, for the id %j', async (id) => {
    const { token } = await registerGuest(ctx);
    const res = await call(ctx, { url: `/api/warranty/my-warranty/${encodeURIComponent(id)}`, token });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: { code: 'VALIDATION_FAILED' } });
  });
});
