import { like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminClaimAnswer, GarageClaimAnswer, MyClaimAnswer } from '@kestrel/domain/schemas/claim-answers';
import { ukLongDate } from '@kestrel/domain/uk/long-date';
import { call, registerGuest } from './accounts-helpers';
import { estimateBody, garageCall, makeClaim, warrantyInForce } from './claims-helpers';
import { pdfText } from './dashboard-helpers';
import type { TestContext } from './helpers';
import { daysFromToday } from './payments-helpers';
import { popplerRead } from './pdf-reader';
import { appWithStaff } from './staff-helpers';
import { outboxEmails } from '../src/db/schema';

let ctx: TestContext;
let team: { token: string };
beforeAll(async () => ({ ctx, staff: team } = await appWithStaff()));
afterAll(() => ctx.close());

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;

const act = (id: string, action: string, payload: Record<string, unknown>) =>
  call(ctx, { method: 'POST', url: `/api/admin/claims/${id}/${action}`, token: team.token, payload });

describe('claim letters', () => {
  it("the authorisation letter states assessClaim's figures; only the claim's customer, garage and staff get it", async () => {
    const bought = await warrantyInForce(ctx);
    const { claim, garageToken } = await makeClaim(ctx, bought.customer.token, bought.warrantyId);
    const before = await call(ctx, { url: `/api/claims/my-claims/${claim.id}/letter`, token: bought.customer.token });
    expect(before.statusCode).toBe(404);

    await garageCall(ctx, garageToken, '/estimate', estimateBody);
    const authorised = await act(claim.id, 'authorise', { amount: 76_800 });
    const { assessment } = authorised.json<AdminClaimAnswer>().claim;
    expect(assessment?.totals.payable).toBe(76_800);

    const letter = await call(ctx, { url: `/api/claims/my-claims/${claim.id}/letter`, token: bought.customer.token });
    expect(letter.statusCode).toBe(200);
    expect(letter.headers['content-type']).toBe('application/pdf');
    expect(letter.headers['content-disposition']).toMatch(/^attachment;/);
    const { text } = await pdfText(letter.rawPayload);
    expect(text).toContain('Claim authorised');
    expect(text).toContain(claim.reference);
    expect(text, 'no UUID in the letter').not.toMatch(UUID);
    for (const figure of ['£300.00', '£280.00', '£60.00', '£640.00', '£128.00', '£768.00', '£192.00']) {
      expect(text).toContain(figure);
    }
    expect(text).toContain('Labour is paid at up to £70.00 an hour');
    expect((await popplerRead(letter.rawPayload)).info).toMatch(/^Tagged:\s+yes$/m);

    expect((await garageCall(ctx, garageToken, '/letter')).statusCode).toBe(200);
    expect((await call(ctx, { url: `/api/admin/claims/${claim.id}/letter`, token: team.token })).statusCode).toBe(200);
    const other = await registerGuest(ctx);
    expect((await call(ctx, { url: `/api/claims/my-claims/${claim.id}/letter`, token: other.token })).statusCode).toBe(
      404,
    );
  });

  it("every page states the letter's amounts in the letter's order, and the letter is titled by the claim's state", async () => {
    const bought = await warrantyInForce(ctx);
    const { claim, garageToken } = await makeClaim(ctx, bought.customer.token, bought.warrantyId);
    await garageCall(ctx, garageToken, '/estimate', estimateBody);
    await act(claim.id, 'authorise', { amount: 76_800 });

    // The same amounts on the customer's, the garage's and the staff page (issue #36, item 5).
    const expected = [
      { key: 'askedTotal', pence: 96_000 },
      { key: 'allowedExVat', pence: 64_000 },
      { key: 'vat', pence: 12_800 },
      { key: 'wePay', pence: 76_800 },
      { key: 'theyPay', pence: 19_200 },
    ];
    const mine = (
      await call(ctx, { url: `/api/claims/my-claims/${claim.id}`, token: bought.customer.token })
    ).json<MyClaimAnswer>().claim;
    const garages = (await garageCall(ctx, garageToken)).json<GarageClaimAnswer>();
    const staffs = (
      await call(ctx, { url: `/api/admin/claims/${claim.id}`, token: team.token })
    ).json<AdminClaimAnswer>().claim;
    for (const assessment of [mine.assessment, garages.assessment, staffs.assessment]) {
      expect(assessment?.amounts).toEqual(expected);
      // The VAT number VAT was added for is the one the garage gave with its estimate (item 6).
      expect(assessment?.vatNumber).toBe('GB980780684');
    }

    // The letter states them in the same order, in the words of its reader.
    const letterOf = async (url: string, token: string) =>
      (await pdfText((await call(ctx, { url, token })).rawPayload)).text.replace(/\s+/g, ' ');
    const customerLetter = await letterOf(`/api/claims/my-claims/${claim.id}/letter`, bought.customer.token);
    const order = [
      "The garage's total, with VAT £960.00",
      'Allowed before VAT £640.00',
      'VAT £128.00',
      'We pay the garage £768.00',
      'You pay the garage £192.00',
    ].map((words) => customerLetter.indexOf(words));
    expect(
      order.every((at) => at >= 0),
      customerLetter,
    ).toBe(true);
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(customerLetter).toContain('Claim authorised');
    expect(customerLetter).toContain('You pay the garage the £192.00 we do not cover.');
    const garageLetter = (await pdfText((await garageCall(ctx, garageToken, '/letter')).rawPayload)).text.replace(
      /\s+/g,
      ' ',
    );
    expect(garageLetter).toContain('The customer pays you £192.00');

    // Paid: the letter says so in its title, with the day and the payment (item 6).
    await garageCall(ctx, garageToken, '/invoice', { number: 'INV-2201', date: daysFromToday(0), amount: 96_000 });
    const paid = await act(claim.id, 'paid', { reference: 'BACS-99120', paidOn: daysFromToday(-1) });
    expect(paid.json<AdminClaimAnswer>().claim.status.value).toBe('paid');
    for (const [url, token] of [
      [`/api/claims/my-claims/${claim.id}/letter`, bought.customer.token],
      [`/api/admin/claims/${claim.id}/letter`, team.token],
    ] as const) {
      const letter = await call(ctx, { url, token });
      const text = (await pdfText(letter.rawPayload)).text.replace(/\s+/g, ' ');
      expect(text).toContain(`Claim paid ${claim.reference} · paid on ${ukLongDate(daysFromToday(-1))}`);
      expect(text).not.toContain('Claim authorised');
      expect(text).toContain(
        `We paid Leeds Motor Services £768.00 on ${ukLongDate(daysFromToday(-1))} (payment reference BACS-99120).`,
      );
      expect((await popplerRead(letter.rawPayload)).info).toMatch(/^Title:\s+Claim paid KC-/m);
    }
  });

  it('the decline letter names the reason, its term and the independent final arbiter', async () => {
    const bought = await warrantyInForce(ctx);
    const { claim } = await makeClaim(ctx, bought.customer.token, bought.warrantyId);
    await act(claim.id, 'decline', { reason: 'wear-and-tear', note: 'The clutch plate was worn to the rivets.' });
    const letter = await call(ctx, { url: `/api/claims/my-claims/${claim.id}/letter`, token: bought.customer.token });
    const { text } = await pdfText(letter.rawPayload);
    const flat = text.replace(/\s+/g, ' ');
    expect(flat).toContain('Claim declined');
    expect(flat, 'no UUID in the letter').not.toMatch(UUID);
    expect(flat).toContain('worn to the rivets');
    expect(flat).toContain('section 11 (What is not covered)');
    expect(flat).toContain('independent final arbiter');
  });

  it('no e-mail to a customer or a garage about a claim shows a UUID', async () => {
    // Every claim e-mail goes to the claim's customer or its garage (claim-emails.ts).
    const aboutClaims = await ctx.database.db.select().from(outboxEmails).where(like(outboxEmails.kind, 'claim-%'));
    expect(aboutClaims.length).toBeGreaterThanOrEqual(4);
    for (const email of aboutClaims) {
      expect(`${email.subject}\n${email.textBody}\n${email.htmlBody ?? ''}`, email.kind).not.toMatch(UUID);
    }
  });
});
