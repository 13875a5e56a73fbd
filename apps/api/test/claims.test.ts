import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminClaimAnswer, GarageClaimAnswer, MyClaimAnswer } from '@kestrel/domain/schemas/claim-answers';
import type { Warranty } from '@kestrel/domain/schemas/dashboard';
import type { ErrorBody } from '@kestrel/domain/schemas/errors';
import { eq } from 'drizzle-orm';
import { auditLog, claimGarageLinks } from '../src/db/schema';
import { call, latestEmail, registerGuest } from './accounts-helpers';
import { claimBody, estimateBody, garageCall, garageToken, makeClaim, warrantyInForce } from './claims-helpers';
import { buyWarranty, myWarranty, staff as staffFixture } from './dashboard-helpers';
import type { TestContext } from './helpers';
import { daysFromToday } from './payments-helpers';
import { appWithStaff } from './staff-helpers';

let ctx: TestContext;
let team: { token: string; email: string };
beforeAll(async () => ({ ctx, staff: team } = await appWithStaff()));
afterAll(() => ctx.close());

const act = (id: string, action: string, payload: Record<string, unknown>) =>
  call(ctx, { method: 'POST', url: `/api/admin/claims/${id}/${action}`, token: team.token, payload });

describe('a claim from report to payment', () => {
  it('customer reports, garage estimates, staff asks, authorises within the rules, invoice, paid; each step on the timeline', async () => {
    const bought = await warrantyInForce(ctx);
    const { token } = bought.customer;
    const { claim, garageToken, garageEmail } = await makeClaim(ctx, token, bought.warrantyId);
    expect(claim).toMatchObject({ status: { value: 'reported' }, actions: ['withdraw'] });
    expect(claim.reference).toMatch(/^KC-\d{2}-\d{7}$/);
    expect((await latestEmail(ctx, bought.customer.user.email, 'claim-reported')).subject).toContain(claim.reference);

    // The garage sees the vehicle, the claim number and the customer's name, nothing else of theirs.
    const seen = await garageCall(ctx, garageToken);
    expect(seen.statusCode).toBe(200);
    expect(seen.body).not.toContain(bought.customer.user.email);
    expect(seen.json<GarageClaimAnswer>()).toMatchObject({
      reference: claim.reference,
      actions: ['send-estimate'],
      cover: { claimLimit: 200_000, claimLimitLeft: 200_000 },
    });

    const estimated = await garageCall(ctx, garageToken, '/estimate', estimateBody);
    expect(estimated.statusCode, estimated.body).toBe(200);

    const asked = await act(claim.id, 'request-info', {
      from: 'customer',
      message: 'Please send a photo of the dashboard.',
    });
    expect(asked.statusCode, asked.body).toBe(200);
    const answered = await call(ctx, {
      method: 'POST',
      url: `/api/claims/my-claims/${claim.id}/messages`,
      token,
      payload: { message: 'The amber light was the engine management light.' },
    });
    expect(answered.json<MyClaimAnswer>().claim.status.value).toBe('estimate-received');

    const view = (
      await call(ctx, { url: `/api/admin/claims/${claim.id}`, token: team.token })
    ).json<AdminClaimAnswer>();
    const assessment = view.claim.assessment!;
    expect(assessment.lines.map((l) => [l.asked, l.allowed])).toEqual([
      [30_000, 30_000],
      [9_000, 0],
      [32_000, 28_000],
      [9_000, 6_000],
    ]);
    expect(assessment.totals).toMatchObject({ payable: 76_800, customerPays: 19_200 });

    const tooMuch = await act(claim.id, 'authorise', { amount: 76_801 });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json<ErrorBody>().error.fields?.amount).toContain('£768.00');

    // Two authorisations at once: one decision.
    const both = await Promise.all([
      act(claim.id, 'authorise', { amount: 76_800 }),
      act(claim.id, 'authorise', { amount: 76_800 }),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect((await latestEmail(ctx, garageEmail, 'claim-authorised')).textBody).toContain('£768.00');

    const invoiced = await garageCall(ctx, garageToken, '/invoice', {
      number: 'INV-1042',
      date: daysFromToday(0),
      amount: 96_000,
    });
    expect(invoiced.statusCode, invoiced.body).toBe(200);
    const paid = await act(claim.id, 'paid', { reference: 'BACS-77812', paidOn: daysFromToday(0) });
    expect(paid.json<AdminClaimAnswer>().claim.status.value).toBe('paid');

    // Closed: the garage link no longer opens it.
    expect((await garageCall(ctx, garageToken)).statusCode).toBe(404);

    const mine = (await call(ctx, { url: `/api/claims/my-claims/${claim.id}`, token })).json<MyClaimAnswer>().claim;
    expect(mine.timeline.map((e) => e.kind)).toEqual([
      'reported',
      'garage-link-sent',
      'send-estimate',
      'request-info',
      'answer-info',
      'authorise',
      'send-invoice',
      'mark-paid',
    ]);
    // Who did what, as the customer reads it: the garage's first link came from us, not from them.
    expect(mine.timeline.slice(0, 3).map((e) => e.by)).toEqual(['You', 'Kestrel Warranties', 'The garage']);
    expect(mine.assessment?.totals.payable).toBe(76_800);
    const audits = await ctx.database.db.select().from(auditLog).where(eq(auditLog.subjectId, claim.id));
    expect(audits.map((a) => a.action).sort()).toEqual(['claim.authorised', 'claim.info-requested', 'claim.paid']);

    // The garage's link is kept only as a hash.
    const links = await ctx.database.db.select().from(claimGarageLinks).where(eq(claimGarageLinks.claimId, claim.id));
    expect(links.every((l) => l.tokenHash !== garageToken && l.tokenHash.length === 64)).toBe(true);

    // The claim limit left (issue #36): the limit is per claim, so the £768.00 paid uses none of the
    // next claim's, and the garage is told the figure the assessment caps with.
    const next = await makeClaim(ctx, token, bought.warrantyId);
    const nextCover = (await garageCall(ctx, next.garageToken)).json<GarageClaimAnswer>().cover;
    expect(nextCover).toMatchObject({ claimLimit: 200_000, claimLimitLeft: 200_000 });
  });

  it('staff decline with a reason; the letter e-mail names the term and the arbiter; reopen', async () => {
    const bought = await warrantyInForce(ctx);
    const { claim, garageEmail } = await makeClaim(ctx, bought.customer.token, bought.warrantyId);
    const declined = await act(claim.id, 'decline', { reason: 'work-before-authorisation' });
    expect(declined.json<AdminClaimAnswer>().claim.status.value).toBe('declined');
    const email = await latestEmail(ctx, garageEmail, 'claim-declined');
    expect(email.textBody).toContain('section 10 (How to claim)');
    expect(email.textBody).toContain('independent final arbiter');
    expect((await act(claim.id, 'decline', { reason: 'other' })).statusCode).toBe(400);
    expect((await act(claim.id, 'reopen', { note: 'Garage proved the work started after our call.' })).statusCode).toBe(
      200,
    );
  });
});

describe('who may claim', () => {
  it('refuses a warranty under review, a fault before cover and a mileage below purchase, each with a field message', async () => {
    const review = await buyWarranty(ctx);
    const refused = await call(ctx, {
      method: 'POST',
      url: `/api/claims/warranty/${review.warrantyId}`,
      token: review.customer.token,
      payload: claimBody(),
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<ErrorBody>().error.fields?.warranty).toContain('inspection');

    const bought = await warrantyInForce(ctx);
    const bad = await call(ctx, {
      method: 'POST',
      url: `/api/claims/warranty/${bought.warrantyId}`,
      token: bought.customer.token,
      payload: claimBody({ faultDate: daysFromToday(-40), mileage: 40_000 }),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<ErrorBody>().error.fields).toMatchObject({
      faultDate: expect.stringContaining('before your cover started'),
      mileage: expect.stringContaining('41,000 miles'),
    });
  });

  it.each([
    ['refunded', { status: 'refunded' }, 'was refunded'],
    ['expired', { status: 'inspection-passed', startDate: daysFromToday(-400) }, 'Your cover ended on'],
  ])('refuses a claim on a %s warranty with a message on the warranty field', async (_label, change, words) => {
    const bought = await buyWarranty(ctx);
    await staffFixture(ctx, bought.warrantyId, change);
    const refused = await call(ctx, {
      method: 'POST',
      url: `/api/claims/warranty/${bought.warrantyId}`,
      token: bought.customer.token,
      payload: claimBody({ faultDate: daysFromToday(-2) }),
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<ErrorBody>().error.fields?.warranty).toContain(words);
  });

  it('refuses a cancelled warranty and a second open claim; a claim ends the cooling-off cancellation', async () => {
    const cancelled = await warrantyInForce(ctx);
    await staffFixture(ctx, cancelled.warrantyId, { status: 'cancelled' });
    const refused = await call(ctx, {
      method: 'POST',
      url: `/api/claims/warranty/${cancelled.warrantyId}`,
      token: cancelled.customer.token,
      payload: claimBody(),
    });
    expect(refused.json<ErrorBody>().error.fields?.warranty).toContain('cancelled');

    const bought = await warrantyInForce(ctx);
    expect(await myWarranty(ctx, bought.customer.token, bought.warrantyId)).toMatchObject({
      can_cancel: true,
      cancel_note: null,
    });
    await makeClaim(ctx, bought.customer.token, bought.warrantyId);
    // The dashboard no longer offers "Cancel and refund"; the server refuses it with the reason.
    expect(await myWarranty(ctx, bought.customer.token, bought.warrantyId)).toMatchObject({
      can_cancel: false,
      cancel_note: expect.stringContaining('A claim has been made'),
    });
    const second = await call(ctx, {
      method: 'POST',
      url: `/api/claims/warranty/${bought.warrantyId}`,
      token: bought.customer.token,
      payload: claimBody(),
    });
    expect(second.json<ErrorBody>().error.fields?.warranty).toContain('already has a claim');
    const cancel = await call(ctx, {
      method: 'POST',
      url: `/api/warranty/cancel/${bought.warrantyId}`,
      token: bought.customer.token,
      payload: {},
    });
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json<ErrorBody>().error.message).toContain('A claim has been made');
  });

  it('the warranties in force name their open claim (issue #36), and none once it is withdrawn', async () => {
    const bought = await warrantyInForce(ctx);
    const inForce = async () => {
      const res = await call(ctx, { url: '/api/warranty/my-warranties', token: bought.customer.token });
      expect(res.statusCode).toBe(200);
      const { activeWarranty } = res.json<{ activeWarranty: { warranties: Warranty[] } }>();
      return activeWarranty.warranties.find((w) => w._id === bought.warrantyId);
    };
    expect((await inForce())?.open_claim).toBeNull();
    const { claim } = await makeClaim(ctx, bought.customer.token, bought.warrantyId);
    expect((await inForce())?.open_claim).toEqual({ id: claim.id, reference: claim.reference });
    expect((await myWarranty(ctx, bought.customer.token, bought.warrantyId)).open_claim).toEqual({
      id: claim.id,
      reference: claim.reference,
    });
    const withdrawn = await call(ctx, {
      method: 'POST',
      url: `/api/claims/my-claims/${claim.id}/withdraw`,
      token: bought.customer.token,
      payload: {},
    });
    expect(withdrawn.statusCode).toBe(200);
    expect((await inForce())?.open_claim).toBeNull();
  });
});

describe('privacy', () => {
  it("another customer's claim is 404; a garage link reads and writes its own claim only; staff only for the queue", async () => {
    const first = await warrantyInForce(ctx);
    const second = await warrantyInForce(ctx);
    const a = await makeClaim(ctx, first.customer.token, first.warrantyId);
    const b = await makeClaim(ctx, second.customer.token, second.warrantyId);
    const other = await registerGuest(ctx);

    for (const path of ['', '/withdraw', '/messages', '/garage-link']) {
      const res = await call(ctx, {
        method: path ? 'POST' : 'GET',
        url: `/api/claims/my-claims/${a.claim.id}${path}`,
        token: other.token,
        ...(path ? { payload: path === '/messages' ? { message: 'hello' } : {} } : {}),
      });
      expect(res.statusCode, path).toBe(404);
    }
    const onOthersWarranty = await call(ctx, {
      method: 'POST',
      url: `/api/claims/warranty/${first.warrantyId}`,
      token: other.token,
      payload: claimBody(),
    });
    expect(onOthersWarranty.statusCode).toBe(404);
    const mine = await call(ctx, { url: '/api/claims/my-claims', token: second.customer.token });
    expect(mine.json<{ claims: { id: string }[] }>().claims.map((c) => c.id)).toEqual([b.claim.id]);

    // B's link sees B's claim, never A's; a made-up link is 404.
    expect((await garageCall(ctx, b.garageToken)).json<GarageClaimAnswer>().reference).toBe(b.claim.reference);
    expect((await garageCall(ctx, 'x'.repeat(43))).statusCode).toBe(404);
    await garageCall(ctx, b.garageToken, '/estimate', estimateBody);
    const aView = (
      await call(ctx, { url: `/api/claims/my-claims/${a.claim.id}`, token: first.customer.token })
    ).json<MyClaimAnswer>();
    expect(aView.claim.status.value).toBe('reported');

    expect((await call(ctx, { url: '/api/admin/claims', token: other.token })).statusCode).toBe(403);
    const queue = await call(ctx, { url: '/api/admin/claims?status=reported', token: team.token });
    expect(queue.json<{ claims: { id: string }[] }>().claims.map((c) => c.id)).toContain(a.claim.id);
  });

  it('the queue lists open claims before closed ones, each the one waiting longest first', async () => {
    const first = await warrantyInForce(ctx);
    const done = await makeClaim(ctx, first.customer.token, first.warrantyId);
    await call(ctx, {
      method: 'POST',
      url: `/api/claims/my-claims/${done.claim.id}/withdraw`,
      token: first.customer.token,
      payload: {},
    });
    const second = await warrantyInForce(ctx);
    const open = await makeClaim(ctx, second.customer.token, second.warrantyId);
    const queue = (await call(ctx, { url: '/api/admin/claims', token: team.token })).json<{
      claims: { id: string; status: { value: string } }[];
    }>().claims;
    const ids = queue.map((c) => c.id);
    // Withdrawn before the other was made, so waiting longer; but done, so after every open claim.
    expect(ids.indexOf(open.claim.id)).toBeLessThan(ids.indexOf(done.claim.id));
    const closed = queue.map((c) => ['paid', 'declined', 'withdrawn'].includes(c.status.value));
    expect(closed).toEqual([...closed].sort((a, b) => Number(a) - Number(b)));
  });

  it('a resent garage link replaces the old one; the outbox shows garage links removed', async () => {
    const bought = await warrantyInForce(ctx);
    const made = await makeClaim(ctx, bought.customer.token, bought.warrantyId);
    const resent = await call(ctx, {
      method: 'POST',
      url: `/api/claims/my-claims/${made.claim.id}/garage-link`,
      token: bought.customer.token,
      payload: {},
    });
    expect(resent.statusCode).toBe(200);
    expect((await garageCall(ctx, made.garageToken)).statusCode).toBe(404);
    const outbox = await call(ctx, {
      url: `/api/admin/outbox?to=${encodeURIComponent(made.garageEmail)}`,
      token: team.token,
    });
    expect(outbox.body).not.toContain(made.garageToken);
    expect(outbox.body).toContain('/garage/claims/[link removed]');
  });

  it('staff send the garage a new link: the old one stops working, the new one opens the claim, and it is audited', async () => {
    const bought = await warrantyInForce(ctx);
    const made = await makeClaim(ctx, bought.customer.token, bought.warrantyId);
    const resent = await act(made.claim.id, 'garage-link', {});
    expect(resent.statusCode, resent.body).toBe(200);
    expect(resent.json<AdminClaimAnswer>().claim.timeline.at(-1)).toMatchObject({
      kind: 'garage-link-sent',
      actor: 'staff',
    });
    expect((await garageCall(ctx, made.garageToken)).statusCode).toBe(404);
    const email = await latestEmail(ctx, made.garageEmail, 'claim-garage-link');
    const fresh = garageToken(email.textBody);
    expect(fresh).not.toBe(made.garageToken);
    expect((await garageCall(ctx, fresh)).json<GarageClaimAnswer>().reference).toBe(made.claim.reference);
    const audits = await ctx.database.db.select().from(auditLog).where(eq(auditLog.subjectId, made.claim.id));
    expect(audits.map((a) => a.action)).toContain('claim.garage-link-sent');

    const customer = await call(ctx, {
      method: 'POST',
      url: `/api/admin/claims/${made.claim.id}/garage-link`,
      token: bought.customer.token,
      payload: {},
    });
    expect(customer.statusCode).toBe(403);
    await call(ctx, {
      method: 'POST',
      url: `/api/claims/my-claims/${made.claim.id}/withdraw`,
      token: bought.customer.token,
      payload: {},
    });
    const closed = await act(made.claim.id, 'garage-link', {});
    expect(closed.statusCode).toBe(409);
    expect((await garageCall(ctx, fresh)).statusCode).toBe(404);
  });
});

describe('the OpenAPI document', () => {
  it('lists every claims call', async () => {
    await ctx.app.ready();
    const paths = (ctx.app.swagger() as { paths: Record<string, Record<string, unknown>> }).paths;
    const listed = Object.entries(paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
    );
    const mine = '/api/claims/my-claims/{id}';
    const garage = '/api/garage/claims/{token}';
    const admin = '/api/admin/claims/{id}';
    const calls = [
      'GET /api/claims/my-claims',
      'POST /api/claims/warranty/{id}',
      `GET ${mine}`,
      ...['withdraw', 'messages', 'garage-link', 'files'].map((p) => `POST ${mine}/${p}`),
      `GET ${mine}/letter`,
      `GET ${mine}/files/{fileId}`,
      `GET ${garage}`,
      ...['estimate', 'messages', 'invoice', 'files'].map((p) => `POST ${garage}/${p}`),
      `GET ${garage}/letter`,
      `GET ${garage}/files/{fileId}`,
      'GET /api/admin/claims',
      'GET /api/admin/claims/time-frames',
      // The claims record (docs/claims-record.md): staff's figures, and the public page's.
      'GET /api/admin/claims/record',
      'GET /api/claims-record',
      `GET ${admin}`,
      `GET ${admin}/letter`,
      `GET ${admin}/files/{fileId}`,
      ...[
        'request-info',
        'messages',
        'adjust',
        'authorise',
        'decline',
        'invoice',
        'paid',
        'garage-link',
        'reopen',
        'reverse-automatic',
        'files',
      ].map((p) => `POST ${admin}/${p}`),
    ];
    expect(listed).toEqual(expect.arrayContaining(calls));
    // And nothing under the claims paths that this list (and docs/claims.md's table) leaves out.
    const claimsCalls = listed.filter((c) => /\/api\/(claims|garage\/claims|admin\/claims)\b/.test(c));
    expect(claimsCalls.sort()).toEqual([...calls].sort());
  });
});
