import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminClaimAnswer, GarageClaimAnswer, MyClaimAnswer } from '@kestrel/domain/schemas/claim-answers';
import type { ErrorBody } from '@kestrel/domain/schemas/errors';
import { outboxEmails } from '../src/db/schema';
import { call, latestEmail } from './accounts-helpers';
import {
  claimBody,
  claimUpload,
  estimateBody,
  garageCall,
  garageToken,
  makeClaim,
  warrantyInForce,
} from './claims-helpers';
import { pdfText } from './dashboard-helpers';
import type { TestContext } from './helpers';
import { photo } from './picture-helpers';
import { appWithStaff } from './staff-helpers';

/**
 * Issue #35 finding 4 (DESIGN §9.1 "Who sees what"): every note has an audience chosen when it is
 * written. The garage reads the vehicle, the claim number, the customer's name and its own estimate,
 * files and messages; never what the customer or the claims team wrote for each other. The customer
 * never reads staff-only notes or what was written to the garage.
 */

let ctx: TestContext;
let team: { token: string };
beforeAll(async () => ({ ctx, staff: team } = await appWithStaff()));
afterAll(() => ctx.close());

const act = (id: string, action: string, payload: Record<string, unknown>) =>
  call(ctx, { method: 'POST', url: `/api/admin/claims/${id}/${action}`, token: team.token, payload });

/** What the customer and the claims team wrote for each other, or for staff only. */
const secret = {
  whatHappened: 'Clutch went on the A64 WHAT-HAPPENED-71 near my home at 4 Elm Close.',
  phone: '07700 900123',
  birthDate: '14/03/1981',
  /** A file's name stem (photos are re-encoded, so the extension changes). */
  fileName: 'passport scan ZQX-5521',
  askCustomer: 'Please send the V5C, request RQC-77.',
  customerAnswer: 'Here it is, answer ANS-CUST-5.',
  staffOnly: 'Customer sounded unsure, note SOX-31.',
  toCustomer: 'We are on it, message CST-9.',
  declineNote: 'The service history shows a gap, decline DCL-88.',
  reopenNote: 'The customer found the missing stamp, reopen RPN-3.',
};
/** What was written to or by the garage. */
const forGarage = {
  garageMessage: 'The car is on the ramp, garage note GMSG-1.',
  toGarage: 'Please keep the old part, message GRG-42.',
};

function expectNone(text: string, where: string, strings: readonly string[]) {
  for (const s of strings) expect(text, `${where} holds "${s}"`).not.toContain(s);
}

async function customerView(token: string, id: string) {
  const res = await call(ctx, { url: `/api/claims/my-claims/${id}`, token });
  expect(res.statusCode).toBe(200);
  return res;
}

describe('who reads a claim note (issue #35 finding 4)', () => {
  it("the garage's answers hold nothing the customer and the claims team wrote for each other", async () => {
    const bought = await warrantyInForce(ctx);
    const { token } = bought.customer;
    const made = await makeClaim(ctx, token, bought.warrantyId, claimBody({ whatHappened: secret.whatHappened }));
    const { claim, garageEmail } = made;
    let link = made.garageToken;

    // The customer writes to us with personal details, and sends a file with a telling name.
    const message = `Call me on ${secret.phone}; my date of birth is ${secret.birthDate}.`;
    const wrote = await call(ctx, {
      method: 'POST',
      url: `/api/claims/my-claims/${claim.id}/messages`,
      token,
      payload: { message },
    });
    expect(wrote.statusCode, wrote.body).toBe(200);
    const upload = claimUpload(await photo('png'), `${secret.fileName}.png`, 'image/png');
    const sent = await call(ctx, { method: 'POST', url: `/api/claims/my-claims/${claim.id}/files`, token, ...upload });
    expect(sent.statusCode, sent.body).toBe(201);

    // The garage estimates and writes; the claims team asks the customer, who answers.
    expect((await garageCall(ctx, link, '/estimate', estimateBody)).statusCode).toBe(200);
    expect((await garageCall(ctx, link, '/messages', { message: forGarage.garageMessage })).statusCode).toBe(200);
    expect((await act(claim.id, 'request-info', { from: 'customer', message: secret.askCustomer })).statusCode).toBe(
      200,
    );
    const answered = await call(ctx, {
      method: 'POST',
      url: `/api/claims/my-claims/${claim.id}/messages`,
      token,
      payload: { message: secret.customerAnswer },
    });
    expect(answered.json<MyClaimAnswer>().claim.status.value).toBe('estimate-received');

    // Staff write with an audience: for staff only, to the customer, to the garage.
    const staffOnly = await act(claim.id, 'messages', { audience: 'staff', message: secret.staffOnly });
    expect(staffOnly.statusCode, staffOnly.body).toBe(200);
    expect((await act(claim.id, 'messages', { audience: 'customer', message: secret.toCustomer })).statusCode).toBe(
      200,
    );
    expect((await act(claim.id, 'messages', { audience: 'garage', message: forGarage.toGarage })).statusCode).toBe(200);
    const toGarage = await latestEmail(ctx, garageEmail, 'claim-message');
    expect(toGarage.textBody).toContain(forGarage.toGarage);
    link = garageToken(toGarage.textBody);
    expect((await latestEmail(ctx, bought.customer.user.email, 'claim-message')).textBody).toContain(secret.toCustomer);

    // Declined with a note to the customer, reopened, and the garage given a fresh link.
    expect(
      (await act(claim.id, 'decline', { reason: 'servicing-not-kept', note: secret.declineNote })).statusCode,
    ).toBe(200);
    expect((await latestEmail(ctx, bought.customer.user.email, 'claim-declined')).textBody).toContain(
      secret.declineNote,
    );
    expect((await act(claim.id, 'reopen', { note: secret.reopenNote })).statusCode).toBe(200);
    expect((await act(claim.id, 'garage-link', {})).statusCode).toBe(200);
    link = garageToken((await latestEmail(ctx, garageEmail, 'claim-garage-link')).textBody);

    const page = await garageCall(ctx, link);
    expect(page.statusCode, page.body).toBe(200);
    const notForGarage = [...Object.values(secret), bought.customer.user.email];
    expectNone(page.body, 'the garage page', notForGarage);
    for (const s of Object.values(forGarage)) expect(page.body).toContain(s);
    const view = page.json<GarageClaimAnswer>();
    // Events keep their label without the note; the customer's message and file are left out whole.
    expect(view.timeline.find((e) => e.kind === 'decline')).toMatchObject({ label: expect.any(String), note: null });
    expect(view.timeline.filter((e) => e.kind === 'message').map((e) => e.note)).toEqual([
      forGarage.garageMessage,
      forGarage.toGarage,
    ]);
    expect(view.timeline.some((e) => e.kind === 'file-added' && e.actor === 'customer')).toBe(false);

    // Authorised: the garage's letter is as clean as its page.
    expect((await act(claim.id, 'authorise', { amount: 76_800 })).statusCode).toBe(200);
    const after = await garageCall(ctx, link);
    expectNone(after.body, 'the garage page once authorised', notForGarage);
    const letter = await garageCall(ctx, link, '/letter');
    expect(letter.statusCode).toBe(200);
    expectNone((await pdfText(letter.rawPayload)).text, "the garage's letter", notForGarage);

    // Every e-mail the garage was sent.
    const mails = await ctx.database.db.select().from(outboxEmails).where(eq(outboxEmails.toAddress, garageEmail));
    expect(mails.map((m) => m.kind)).toContain('claim-declined');
    for (const mail of mails) expectNone(`${mail.subject}\n${mail.textBody}`, `the ${mail.kind} e-mail`, notForGarage);

    // The customer reads their own words and ours to them, never staff-only notes or the garage's thread.
    const mine = (await customerView(token, claim.id)).body;
    for (const s of [secret.phone, secret.fileName, secret.askCustomer, secret.toCustomer, secret.declineNote]) {
      expect(mine).toContain(s);
    }
    expectNone(mine, "the customer's page", [secret.staffOnly, forGarage.toGarage, forGarage.garageMessage]);

    // The claims team read everything, each note marked with whom it was for.
    const staffView = (
      await call(ctx, { url: `/api/admin/claims/${claim.id}`, token: team.token })
    ).json<AdminClaimAnswer>();
    const audienceOf = (note: string) => staffView.claim.timeline.find((e) => e.note?.includes(note))?.audience;
    expect(
      [
        secret.phone,
        secret.askCustomer,
        secret.staffOnly,
        forGarage.toGarage,
        forGarage.garageMessage,
        secret.declineNote,
      ].map(audienceOf),
    ).toEqual(['customer', 'customer', 'staff', 'garage', 'garage', 'customer']);
  });

  it('a staff message needs an audience the server knows; none to the garage once the claim is closed', async () => {
    const bought = await warrantyInForce(ctx);
    const { claim, garageEmail } = await makeClaim(ctx, bought.customer.token, bought.warrantyId);
    for (const payload of [
      { audience: 'everyone', message: 'Hello' },
      { message: 'Hello' },
      { audience: 'garage', message: '' },
      { audience: 'garage', message: 'Hello', extra: 1 },
    ]) {
      const res = await act(claim.id, 'messages', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json<ErrorBody>().error.code).toBeTruthy();
    }
    const stranger = await call(ctx, {
      method: 'POST',
      url: `/api/admin/claims/${claim.id}/messages`,
      token: bought.customer.token,
      payload: { audience: 'staff', message: 'Hello' },
    });
    expect(stranger.statusCode).toBe(403);

    // A staff-only note e-mails no one.
    const before = await ctx.database.db.select().from(outboxEmails);
    expect((await act(claim.id, 'messages', { audience: 'staff', message: 'Internal only' })).statusCode).toBe(200);
    expect((await ctx.database.db.select().from(outboxEmails)).length).toBe(before.length);

    expect((await act(claim.id, 'decline', { reason: 'wear-and-tear' })).statusCode).toBe(200);
    const closed = await act(claim.id, 'messages', { audience: 'garage', message: 'Too late' });
    expect(closed.statusCode).toBe(409);
    const mails = await ctx.database.db.select().from(outboxEmails).where(eq(outboxEmails.toAddress, garageEmail));
    expect(mails.some((m) => m.kind === 'claim-message')).toBe(false);
  });
});
