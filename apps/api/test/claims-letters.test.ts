import { like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminClaimAnswer } from '@kestrel/domain/schemas/claim-answers';
import { call, registerGuest } from './accounts-helpers';
import { estimateBody, garageCall, makeClaim, warrantyInForce } from './claims-helpers';
import { pdfText } from './dashboard-helpers';
import type { TestContext } from './helpers';
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
