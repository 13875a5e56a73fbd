import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminTransfer, TransferOfferAnswer, WarrantyTransferAnswer } from '@kestrel/domain/schemas/transfers';
import { and, eq } from 'drizzle-orm';
import { auditLog, warrantyTransfers } from '../src/db/schema';
import { call, latestEmail, registerGuest } from './accounts-helpers';
import { makeClaim } from './claims-helpers';
import { buyWarranty, myTransactions, myWarranties, pdfText, staff } from './dashboard-helpers';
import type { TestContext } from './helpers';
import { daysFromToday } from './payments-helpers';
import { appWithStaff } from './staff-helpers';
import {
  accept,
  message,
  newOwnerDetails,
  offer,
  startedTransfer,
  startTransfer,
  transferableWarranty,
} from './transfers-helpers';

let ctx: TestContext;
let team: { token: string; email: string };
beforeAll(async () => ({ ctx, staff: team } = await appWithStaff()));
afterAll(() => ctx.close());

const timeline = async (warrantyId: string) =>
  (
    await ctx.database.db
      .select({ action: auditLog.action, actorId: auditLog.actorId })
      .from(auditLog)
      .where(and(eq(auditLog.subjectType, 'warranty'), eq(auditLog.subjectId, warrantyId)))
  ).map((row) => row.action);

describe('a warranty paid in full passes to the new owner', () => {
  it('holder starts, new owner reads the key facts, signs in and accepts; the cover and certificate move, the payments stay', async () => {
    const bought = await transferableWarranty(ctx);
    const seller = bought.customer;

    const before = await call(ctx, { url: `/api/transfers/warranty/${bought.warrantyId}`, token: seller.token });
    expect(before.json<WarrantyTransferAnswer>()).toMatchObject({ refusal: null, feePence: 0, transfer: null });
    expect(before.json<WarrantyTransferAnswer>().warranty.reference).toBe(bought.references.warranty);

    const { details, linkToken } = await startedTransfer(ctx, seller.token, bought.warrantyId);
    const holderMail = await latestEmail(ctx, seller.user.email, 'transfer-started');
    expect(holderMail.textBody).toContain('7 days');
    expect(holderMail.textBody).not.toContain(linkToken);
    const pending = await call(ctx, { url: `/api/transfers/warranty/${bought.warrantyId}`, token: seller.token });
    expect(pending.json<WarrantyTransferAnswer>()).toMatchObject({
      refusal: expect.stringContaining('already waiting'),
      transfer: { status: 'pending', newOwnerName: 'Sam Okafor', saleMileage: 45_000 },
    });

    // The link, read before signing in: the vehicle and the cover's key facts, nothing of the sale.
    const shown = await offer(ctx, linkToken);
    expect(shown.statusCode, shown.body).toBe(200);
    const answer = shown.json<TransferOfferAnswer>();
    expect(answer).toMatchObject({
      status: 'pending',
      refusal: null,
      sellerFirstName: 'Priya',
      warranty: { reference: bought.references.warranty, registration: bought.vehicle.reg_num, claimLimit: 200_000 },
    });
    expect(answer.keyFacts.map((s) => s.heading)).toEqual(
      expect.arrayContaining(['Your cover', 'What is covered', 'Dates']),
    );
    expect(shown.body).not.toContain(seller.user.email);
    expect(shown.body).not.toContain('45000');

    // Accepting needs a session.
    expect((await accept(ctx, '', linkToken)).statusCode).toBe(401);
    const newOwner = await registerGuest(ctx, { firstname: 'Sam', lastname: 'Okafor', email: details.newOwnerEmail });
    const accepted = await accept(ctx, newOwner.token, linkToken);
    expect(accepted.statusCode, accepted.body).toBe(200);

    const theirs = await myWarranties(ctx, newOwner.token, true);
    expect(theirs.warranties.map((w) => w.reference)).toEqual([bought.references.warranty]);
    const moved = theirs.warranties[0]!;
    expect(moved).toMatchObject({
      user: { firstname: 'Sam', lastname: 'Okafor' },
      status: { value: 'inspection-passed' },
      start_date: daysFromToday(-30),
      plan: { claimLimit: 200_000 },
      receipt_id: null,
    });
    expect(moved.document).not.toBeNull();
    const certificate = await call(ctx, { url: moved.document!.url, token: newOwner.token });
    expect(certificate.statusCode).toBe(200);
    const { text } = await pdfText(certificate.rawPayload);
    expect(text).toContain('Sam Okafor');
    expect(text).not.toContain('Priya Shah');

    // The seller no longer sees the warranty but keeps the payment and its receipt.
    expect((await myWarranties(ctx, seller.token)).warranties).toEqual([]);
    const payments = await myTransactions(ctx, seller.token);
    expect(payments.map((t) => t._id)).toContain(bought.transactionId);
    expect(
      (await call(ctx, { url: `/api/download-pdf/receipt/${bought.transactionId}`, token: seller.token })).statusCode,
    ).toBe(200);
    expect(
      (await call(ctx, { url: `/api/download-pdf/receipt/${bought.transactionId}`, token: newOwner.token })).statusCode,
    ).toBe(404);
    expect(
      (await call(ctx, { url: `/api/warranty/my-warranty/${bought.warrantyId}`, token: seller.token })).statusCode,
    ).toBe(404);
    expect(await myTransactions(ctx, newOwner.token)).toEqual([]);

    expect((await latestEmail(ctx, seller.user.email, 'transfer-accepted-holder')).subject).toContain('Sam Okafor');
    expect((await latestEmail(ctx, details.newOwnerEmail, 'transfer-accepted-new-owner')).textBody).toContain(
      bought.references.warranty,
    );
    expect(await timeline(bought.warrantyId)).toEqual(
      expect.arrayContaining(['transfer.started', 'transfer.accepted']),
    );

    // The link works once.
    const again = await accept(ctx, newOwner.token, linkToken);
    expect(again.statusCode).toBe(409);
    expect(message(again)).toContain('already been accepted');
    expect((await offer(ctx, linkToken)).json<TransferOfferAnswer>()).toMatchObject({
      status: 'accepted',
      refusal: expect.stringContaining('works once'),
    });
  });
});

describe('who may transfer, and when', () => {
  it("another customer's warranty is a 404, for every call", async () => {
    const bought = await transferableWarranty(ctx);
    const other = await registerGuest(ctx);
    const url = `/api/transfers/warranty/${bought.warrantyId}`;
    expect((await call(ctx, { url, token: other.token })).statusCode).toBe(404);
    expect((await startTransfer(ctx, other.token, bought.warrantyId, newOwnerDetails())).statusCode).toBe(404);
    expect(
      (await call(ctx, { method: 'POST', url: `${url}/cancel`, token: other.token, payload: {} })).statusCode,
    ).toBe(404);
    expect((await call(ctx, { url })).statusCode).toBe(401);
  });

  it('is refused under review, in the cooling-off period, with a claim open, and for a second pending transfer', async () => {
    const reviewing = await buyWarranty(ctx);
    const underReview = await startTransfer(ctx, reviewing.customer.token, reviewing.warrantyId, newOwnerDetails());
    expect(underReview.statusCode).toBe(409);
    expect(message(underReview)).toContain('under review');

    const fresh = await buyWarranty(ctx);
    await staff(ctx, fresh.warrantyId, { status: 'inspection-passed', startDate: daysFromToday(-1) });
    const coolingOff = await startTransfer(ctx, fresh.customer.token, fresh.warrantyId, newOwnerDetails());
    expect(coolingOff.statusCode).toBe(409);
    expect(message(coolingOff)).toContain('cooling-off');

    const claimed = await transferableWarranty(ctx);
    await makeClaim(ctx, claimed.customer.token, claimed.warrantyId);
    const withClaim = await startTransfer(ctx, claimed.customer.token, claimed.warrantyId, newOwnerDetails());
    expect(withClaim.statusCode).toBe(409);
    expect(message(withClaim)).toContain('claim');

    const twice = await transferableWarranty(ctx);
    await startedTransfer(ctx, twice.customer.token, twice.warrantyId);
    const second = await startTransfer(ctx, twice.customer.token, twice.warrantyId, newOwnerDetails());
    expect(second.statusCode).toBe(409);
    expect(message(second)).toContain('already waiting');
  });

  it('checks the sale date, the mileage and the new owner', async () => {
    const bought = await transferableWarranty(ctx);
    const { token } = bought.customer;
    const future = await startTransfer(ctx, token, bought.warrantyId, newOwnerDetails({ saleDate: daysFromToday(1) }));
    expect(future.statusCode).toBe(400);
    expect(future.json<{ error: { fields: Record<string, string> } }>().error.fields.saleDate).toContain('future');
    const early = await startTransfer(ctx, token, bought.warrantyId, newOwnerDetails({ saleDate: daysFromToday(-31) }));
    expect(early.json<{ error: { fields: Record<string, string> } }>().error.fields.saleDate).toContain(
      'before your cover',
    );
    const miles = await startTransfer(ctx, token, bought.warrantyId, newOwnerDetails({ saleMileage: 100 }));
    expect(miles.json<{ error: { fields: Record<string, string> } }>().error.fields.saleMileage).toContain('41,000');
    const self = await startTransfer(
      ctx,
      token,
      bought.warrantyId,
      newOwnerDetails({ newOwnerEmail: bought.customer.user.email }),
    );
    expect(self.json<{ error: { fields: Record<string, string> } }>().error.fields.newOwnerEmail).toContain('your own');
    const bad = await startTransfer(ctx, token, bought.warrantyId, { saleDate: 'soon' });
    expect(bad.statusCode).toBe(400);
  });
});

describe('the link', () => {
  it('stops working when the holder cancels, and a new transfer may start', async () => {
    const bought = await transferableWarranty(ctx);
    const { token } = bought.customer;
    const { details, linkToken } = await startedTransfer(ctx, token, bought.warrantyId);
    const cancelled = await call(ctx, {
      method: 'POST',
      url: `/api/transfers/warranty/${bought.warrantyId}/cancel`,
      token,
      payload: {},
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((await latestEmail(ctx, details.newOwnerEmail, 'transfer-cancelled')).textBody).toContain('no longer works');
    const buyer = await registerGuest(ctx);
    const late = await accept(ctx, buyer.token, linkToken);
    expect(late.statusCode).toBe(409);
    expect(message(late)).toContain('cancelled');
    await startedTransfer(ctx, token, bought.warrantyId);
  });

  it('expires after 7 days, and the warranty may be offered again', async () => {
    const bought = await transferableWarranty(ctx);
    const { linkToken, transferId } = await startedTransfer(ctx, bought.customer.token, bought.warrantyId);
    await ctx.database.db
      .update(warrantyTransfers)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(warrantyTransfers.id, transferId));
    expect((await offer(ctx, linkToken)).json<TransferOfferAnswer>()).toMatchObject({
      status: 'expired',
      refusal: expect.stringContaining('expired'),
    });
    const buyer = await registerGuest(ctx);
    expect((await accept(ctx, buyer.token, linkToken)).statusCode).toBe(409);
    await startedTransfer(ctx, bought.customer.token, bought.warrantyId);
  });

  it('is a 404 when unknown, a 400 when malformed, and the holder cannot accept their own', async () => {
    expect((await offer(ctx, 'A'.repeat(43))).statusCode).toBe(404);
    expect((await offer(ctx, 'no')).statusCode).toBe(400);
    const bought = await transferableWarranty(ctx);
    const { linkToken } = await startedTransfer(ctx, bought.customer.token, bought.warrantyId);
    const own = await accept(ctx, bought.customer.token, linkToken);
    expect(own.statusCode).toBe(409);
    expect(message(own)).toContain('holder');
    const undeclared = await call(ctx, {
      method: 'POST',
      url: `/api/transfers/accept/${linkToken}`,
      token: bought.customer.token,
      payload: { declaration: false },
    });
    expect(undeclared.statusCode).toBe(400);
  });

  it('of two accepts at once, one wins', async () => {
    const bought = await transferableWarranty(ctx);
    const { linkToken } = await startedTransfer(ctx, bought.customer.token, bought.warrantyId);
    const [a, b] = await Promise.all([registerGuest(ctx), registerGuest(ctx)]);
    const answers = await Promise.all([accept(ctx, a.token, linkToken), accept(ctx, b.token, linkToken)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const holders = [
      ...(await myWarranties(ctx, a.token)).warranties,
      ...(await myWarranties(ctx, b.token)).warranties,
    ];
    expect(holders.map((w) => w._id)).toEqual([bought.warrantyId]);
  });

  it('refuses an accept when a claim was opened after the link was sent', async () => {
    const bought = await transferableWarranty(ctx);
    const { linkToken } = await startedTransfer(ctx, bought.customer.token, bought.warrantyId);
    await makeClaim(ctx, bought.customer.token, bought.warrantyId);
    const buyer = await registerGuest(ctx);
    const refused = await accept(ctx, buyer.token, linkToken);
    expect(refused.statusCode).toBe(409);
    expect(message(refused)).toContain('claim');
  });
});

describe('staff', () => {
  it('see transfers and refuse a pending one with a reason; both are told and it is on the timeline', async () => {
    const bought = await transferableWarranty(ctx);
    const { details, linkToken, transferId } = await startedTransfer(ctx, bought.customer.token, bought.warrantyId);
    const listed = await call(ctx, { url: '/api/admin/transfers?status=pending', token: team.token });
    expect(listed.statusCode).toBe(200);
    const row = listed.json<{ transfers: AdminTransfer[] }>().transfers.find((t) => t.id === transferId);
    expect(row).toMatchObject({
      warrantyReference: bought.references.warranty,
      holder: { email: bought.customer.user.email },
    });

    const refuse = (token: string) =>
      call(ctx, {
        method: 'POST',
        url: `/api/admin/transfers/${transferId}/refuse`,
        token,
        payload: { reason: 'The sale could not be confirmed with the seller.' },
      });
    expect((await refuse(bought.customer.token)).statusCode).toBe(403);
    const refused = await refuse(team.token);
    expect(refused.statusCode, refused.body).toBe(200);
    expect(refused.json<{ transfer: AdminTransfer }>().transfer).toMatchObject({
      status: 'refused',
      refusalReason: 'The sale could not be confirmed with the seller.',
    });
    expect((await refuse(team.token)).statusCode).toBe(409);
    for (const to of [bought.customer.user.email, details.newOwnerEmail]) {
      expect((await latestEmail(ctx, to, 'transfer-refused')).textBody).toContain('could not be confirmed');
    }
    expect(await timeline(bought.warrantyId)).toContain('transfer.refused');
    const buyer = await registerGuest(ctx);
    const late = await accept(ctx, buyer.token, linkToken);
    expect(late.statusCode).toBe(409);
    expect(message(late)).toContain('refused');
    expect((await myWarranties(ctx, bought.customer.token)).warranties.map((w) => w._id)).toEqual([bought.warrantyId]);
  });
});
