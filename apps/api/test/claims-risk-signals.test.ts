import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminClaimAnswer, ClaimsQueueAnswer } from '@kestrel/domain/schemas/claim-answers';
import type { ErrorBody } from '@kestrel/domain/schemas/errors';
import { claims, outboxEmails } from '../src/db/schema';
import { call, registerGuest } from './accounts-helpers';
import { claimBody, estimateBody, garageCall, makeClaim, warrantyInForce } from './claims-helpers';
import { buyWarranty, staff as staffFixture } from './dashboard-helpers';
import type { TestContext } from './helpers';
import { daysFromToday } from './payments-helpers';
import { appWithStaff } from './staff-helpers';

/**
 * Issue #35 findings 5 ("a customer can be their own garage") and 9 ("an invoice is not checked
 * against what was authorised"), and the risk signals of DESIGN §9.2 on the staff claim page and
 * in the queue.
 */

let ctx: TestContext;
let team: { token: string; email: string };
beforeAll(async () => ({ ctx, staff: team } = await appWithStaff()));
afterAll(() => ctx.close());

const act = (id: string, action: string, payload: Record<string, unknown>) =>
  call(ctx, { method: 'POST', url: `/api/admin/claims/${id}/${action}`, token: team.token, payload });

async function staffSignals(id: string) {
  const res = await call(ctx, { url: `/api/admin/claims/${id}`, token: team.token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<AdminClaimAnswer>().claim.signals.map((s) => s.id);
}

async function queueSignals(id: string) {
  const res = await call(ctx, { url: '/api/admin/claims', token: team.token });
  expect(res.statusCode, res.body).toBe(200);
  return res
    .json<ClaimsQueueAnswer>()
    .claims.find((c) => c.id === id)
    ?.signals.map((s) => s.id);
}

const garageOf = (overrides: Record<string, unknown>) => {
  const body = claimBody();
  return claimBody({ garage: { ...body.garage, ...overrides } });
};

/** A mobile number no other test customer has. */
const uniqueMobile = () => `07911 ${String(Math.floor(100_000 + Math.random() * 99_999))}`;

describe('finding 5: a customer cannot be their own garage', () => {
  it("refuses a garage e-mail equal to the customer's own, on garage.email, and sends them no garage link", async () => {
    const bought = await warrantyInForce(ctx);
    const own = ` ${bought.customer.user.email.toUpperCase()} `;
    const res = await call(ctx, {
      method: 'POST',
      url: `/api/claims/warranty/${bought.warrantyId}`,
      token: bought.customer.token,
      payload: garageOf({ email: own }),
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json<ErrorBody>().error.fields?.['garage.email']).toContain('your own');
    const links = await ctx.database.db
      .select()
      .from(outboxEmails)
      .where(and(eq(outboxEmails.toAddress, bought.customer.user.email), eq(outboxEmails.kind, 'claim-garage-link')));
    expect(links).toEqual([]);
  });

  it("shows a garage phone equal to another customer's on the staff claim page and in the queue", async () => {
    const mobile = uniqueMobile();
    await registerGuest(ctx, { mobile_no: mobile });
    const bought = await warrantyInForce(ctx);
    const { claim } = await makeClaim(
      ctx,
      bought.customer.token,
      bought.warrantyId,
      garageOf({ phone: `+44 ${mobile.slice(1)}` }),
    );
    expect(await staffSignals(claim.id)).toContain('garage-is-other-customer');
    expect(await queueSignals(claim.id)).toContain('garage-is-other-customer');
  });

  it("shows a garage at the customer's own address and phone as the customer's own", async () => {
    const mobile = uniqueMobile();
    const customer = await registerGuest(ctx, {
      mobile_no: mobile,
      addr: { address: '7 Mill Lane', city: 'Leeds', postcode: 'LS6 2AB' },
    });
    const bought = await warrantyInForce(ctx, customer);
    const body = garageOf({ phone: mobile, address: '7, Mill Lane', postcode: 'ls62ab' });
    const { claim } = await makeClaim(ctx, bought.customer.token, bought.warrantyId, body);
    const res = await call(ctx, { url: `/api/admin/claims/${claim.id}`, token: team.token });
    const own = res.json<AdminClaimAnswer>().claim.signals.find((s) => s.id === 'garage-is-customer');
    expect(own).toMatchObject({ detail: 'Same phone number, address.' });
  });

  it('shows a £10,000 "not listed" part and an estimate above the claim limit', async () => {
    const bought = await warrantyInForce(ctx);
    const { claim, garageToken } = await makeClaim(ctx, bought.customer.token, bought.warrantyId);
    const part = { kind: 'part', description: 'Actuator', part: 'not-listed', cause: 'sudden-failure', quantity: 1 };
    const sent = await garageCall(ctx, garageToken, '/estimate', {
      ...estimateBody,
      lines: [{ ...part, unitPrice: 1_000_000 }],
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const signals = await staffSignals(claim.id);
    expect(signals).toEqual(expect.arrayContaining(['not-listed-parts-high', 'estimate-over-limit']));
    expect(await queueSignals(claim.id)).toContain('not-listed-parts-high');
  });
});

describe('the other risk signals', () => {
  it('shows a fault in the first 30 days of cover, and not one later', async () => {
    const early = await buyWarranty(ctx);
    await staffFixture(ctx, early.warrantyId, { status: 'inspection-passed', startDate: daysFromToday(-10) });
    const { claim } = await makeClaim(ctx, early.customer.token, early.warrantyId, claimBody());
    expect(await staffSignals(claim.id)).toContain('early-in-cover');

    const later = await warrantyInForce(ctx);
    const made = await makeClaim(
      ctx,
      later.customer.token,
      later.warrantyId,
      claimBody({ faultDate: daysFromToday(0) }),
    );
    expect(await staffSignals(made.claim.id)).not.toContain('early-in-cover');
  });

  it('shows a VAT number failing its check (a row written before the check)', async () => {
    const bought = await warrantyInForce(ctx);
    const { claim } = await makeClaim(ctx, bought.customer.token, bought.warrantyId);
    const [row] = await ctx.database.db.select().from(claims).where(eq(claims.id, claim.id));
    await ctx.database.db
      .update(claims)
      .set({ garage: { ...row!.garage, vatNumber: 'GB123456789' } })
      .where(eq(claims.id, claim.id));
    expect(await staffSignals(claim.id)).toContain('garage-vat-fails-check');
  });

  it('shows a garage never seen before, and not on its second claim', async () => {
    const first = await warrantyInForce(ctx);
    // Every other test's garage shares one VAT number, and so has been seen; this one has none.
    const body = garageOf({ vatNumber: null });
    const one = await makeClaim(ctx, first.customer.token, first.warrantyId, body);
    expect(await staffSignals(one.claim.id)).toContain('new-garage');
    const second = await warrantyInForce(ctx);
    const two = await makeClaim(ctx, second.customer.token, second.warrantyId, claimBody({ garage: body.garage }));
    expect(await staffSignals(two.claim.id)).not.toContain('new-garage');
  });
});

describe('finding 9: the invoice against what was authorised', () => {
  async function authorised() {
    const bought = await warrantyInForce(ctx);
    const made = await makeClaim(ctx, bought.customer.token, bought.warrantyId);
    expect((await garageCall(ctx, made.garageToken, '/estimate', estimateBody)).statusCode).toBe(200);
    // £768.00 payable; the customer pays the garage the other £192.00 of the £960.00 estimate.
    expect((await act(made.claim.id, 'authorise', { amount: 76_800 })).statusCode).toBe(200);
    return made;
  }
  const invoice = (amount: number) => ({ number: 'INV-9', date: daysFromToday(0), amount });

  it('refuses the garage an invoice above what was authorised, with the figure, on the amount', async () => {
    const { claim, garageToken } = await authorised();
    const res = await garageCall(ctx, garageToken, '/invoice', invoice(10_000_000));
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json<ErrorBody>().error.fields?.amount).toContain('above the £960.00 we authorised');
    expect((await act(claim.id, 'invoice', invoice(96_001))).statusCode).toBe(400);
    // The whole bill, the customer's share included, is accepted, and shown to staff with the difference.
    expect((await garageCall(ctx, garageToken, '/invoice', invoice(96_000))).statusCode).toBe(200);
    const view = (
      await call(ctx, { url: `/api/admin/claims/${claim.id}`, token: team.token })
    ).json<AdminClaimAnswer>();
    expect(view.claim.signals.find((s) => s.id === 'invoice-above-authorised')?.detail).toContain('£192.00 more');
  });

  it('refuses to mark paid an invoice above what was authorised (a row from before the check)', async () => {
    const { claim } = await authorised();
    expect((await act(claim.id, 'invoice', invoice(96_000))).statusCode).toBe(200);
    await ctx.database.db
      .update(claims)
      .set({ invoice: invoice(10_000_000) })
      .where(eq(claims.id, claim.id));
    expect(await queueSignals(claim.id)).toContain('invoice-above-authorised');
    const paid = await act(claim.id, 'paid', { reference: 'BACS-1', paidOn: daysFromToday(0) });
    expect(paid.statusCode, paid.body).toBe(409);
    expect(paid.json<ErrorBody>().error.message).toContain('£100,000.00');
    const [row] = await ctx.database.db.select().from(claims).where(eq(claims.id, claim.id));
    expect(row?.status).toBe('invoiced');
  });
});
