import { formatReference, isReference, normaliseReference } from '@kestrel/domain/references/reference';
import type { WorkQueueAnswer } from '@kestrel/domain/schemas/admin';
import { ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxEmails } from '../src/db/schema';
import { call, latestEmail } from './accounts-helpers';
import { buyWarranty, myTransactions, myWarranties } from './dashboard-helpers';
import { createTestApp, type TestContext } from './helpers';
import { daysFromToday } from './payments-helpers';
import { popplerRead } from './pdf-reader';
import { staffSignIn } from './staff-helpers';

/** Our internal ids: no page, e-mail or document a customer sees shows one. */
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;

let ctx: TestContext;
let staff: { token: string; email: string };
let kept: Awaited<ReturnType<typeof buyWarranty>>;
let cancelled: Awaited<ReturnType<typeof buyWarranty>>;

beforeAll(async () => {
  ctx = await createTestApp();
  staff = await staffSignIn(ctx);
  // One warranty through inspection to its certificate; another cancelled and refunded.
  kept = await buyWarranty(ctx);
  const act = (action: string, payload: Record<string, unknown> = {}) =>
    call(ctx, {
      method: 'POST',
      url: `/api/admin/warranties/${kept.warrantyId}/${action}`,
      token: staff.token,
      payload,
    });
  expect((await act('inspection', { date: daysFromToday(3), garage: 'Leeds Motor Services' })).statusCode).toBe(200);
  expect((await act('pass')).statusCode).toBe(200);
  cancelled = await buyWarranty(ctx);
  const cancel = await call(ctx, {
    method: 'POST',
    url: `/api/warranty/cancel/${cancelled.warrantyId}`,
    token: cancelled.customer.token,
    payload: {},
  });
  expect(cancel.statusCode, cancel.body).toBe(200);
}, 120_000);
afterAll(() => ctx.close());

describe('references', () => {
  it('are made for every warranty, order and payment, of their kind', () => {
    for (const bought of [kept, cancelled]) {
      expect(isReference(bought.references.warranty, 'warranty')).toBe(true);
      expect(isReference(bought.references.order, 'order')).toBe(true);
      expect(isReference(bought.references.receipt, 'receipt')).toBe(true);
    }
    expect(new Set([kept.references.warranty, cancelled.references.warranty]).size).toBe(2);
  });

  it('are in the dashboard answers, the warranty with its order and receipt, each transaction with its warranty', async () => {
    const { warranties } = await myWarranties(ctx, kept.customer.token);
    expect(warranties).toEqual([
      expect.objectContaining({
        reference: kept.references.warranty,
        order_reference: kept.references.order,
        receipt_reference: kept.references.receipt,
      }),
    ]);
    const refunded = await myTransactions(ctx, cancelled.customer.token);
    expect(refunded.map((t) => [t.kind, t.warranty_reference])).toEqual([
      ['refund', cancelled.references.warranty],
      ['payment', cancelled.references.warranty],
    ]);
    expect(refunded[1]?.reference).toBe(cancelled.references.receipt);
    expect(isReference(refunded[0]!.reference, 'receipt')).toBe(true);
  });

  it('name the warranty in every e-mail about it, and no e-mail to a customer shows a UUID', async () => {
    for (const kind of ['order-confirmation', 'inspection-booked', 'inspection-passed', 'certificate-issued']) {
      const email = await latestEmail(ctx, kept.customer.user.email, kind);
      expect(email.textBody, kind).toContain(`Certificate number: ${kept.references.warranty}`);
    }
    const confirmation = await latestEmail(ctx, kept.customer.user.email, 'order-confirmation');
    expect(confirmation.textBody).toContain(`Order: ${kept.references.order}`);
    expect(confirmation.textBody).toContain(`Receipt: ${kept.references.receipt}`);
    expect(confirmation.subject).toContain(kept.references.order);
    expect((await latestEmail(ctx, cancelled.customer.user.email, 'refund-made')).textBody).toContain(
      cancelled.references.warranty,
    );

    const toCustomers = await ctx.database.db
      .select()
      .from(outboxEmails)
      .where(ne(outboxEmails.toAddress, staff.email));
    expect(toCustomers.length).toBeGreaterThanOrEqual(6);
    for (const email of toCustomers) {
      expect(`${email.subject}\n${email.textBody}\n${email.htmlBody ?? ''}`, email.kind).not.toMatch(UUID);
    }
  });

  it('are on the receipts (a refund too) and the certificate, and no document shows a UUID', async () => {
    const refunds = await myTransactions(ctx, cancelled.customer.token);
    const documents = [
      [kept.customer.token, `/api/download-pdf/receipt/${kept.transactionId}`, kept.references.receipt],
      [kept.customer.token, `/api/download-pdf/certificate/${kept.warrantyId}`, kept.references.warranty],
      [cancelled.customer.token, `/api/download-pdf/receipt/${refunds[0]!._id}`, refunds[0]!.reference],
    ] as const;
    for (const [token, url, reference] of documents) {
      const res = await call(ctx, { url, token });
      expect(res.statusCode, url).toBe(200);
      const { text } = await popplerRead(res.rawPayload);
      expect(text).toContain(reference);
      expect(text, url).not.toMatch(UUID);
    }
  });

  it('find the warranty in the back office by any of its references, however typed', async () => {
    const search = async (q: string) => {
      const res = await call(ctx, { url: `/api/admin/warranties?q=${encodeURIComponent(q)}`, token: staff.token });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<WorkQueueAnswer>().items.map((item) => item.reference);
    };
    const spaced = (reference: string) =>
      normaliseReference(reference)
        .toLowerCase()
        .replace(/^(..)(..)/, '$1 $2 ');
    for (const reference of Object.values(kept.references)) {
      expect(await search(reference), reference).toEqual([kept.references.warranty]);
      expect(await search(spaced(reference)), spaced(reference)).toEqual([kept.references.warranty]);
    }
    const refund = (await myTransactions(ctx, cancelled.customer.token))[0]!;
    expect(await search(refund.reference)).toEqual([cancelled.references.warranty]);
    // The start of a certificate number as far as it was typed.
    expect(await search(kept.references.warranty.slice(0, 10))).toContain(kept.references.warranty);
    // A reference of a kind that names no warranty yet, and one mistyped, find nothing.
    expect(await search(formatReference({ kind: 'claim', year: 2026, sequence: 1 }))).toEqual([]);
    const mistyped = kept.references.warranty.slice(0, -1) + ((Number(kept.references.warranty.at(-1)) + 1) % 10);
    expect(await search(mistyped)).toEqual([]);
  });
});
