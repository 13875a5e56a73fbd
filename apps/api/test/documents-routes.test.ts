import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ukLongDate } from '@kestrel/domain/uk/long-date';
import { londonToday } from '@kestrel/domain/uk/london-date';
import { call } from './accounts-helpers';
import { buyWarranty, pdfText, staff } from './dashboard-helpers';
import { createTestApp, type TestContext } from './helpers';
import { daysFromToday } from './payments-helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

/** A UUID anywhere in a text: our internal ids, which no document shows. */
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;
const pounds = (pence: number) =>
  `£${(pence / 100).toLocaleString('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

describe('GET /api/download-pdf/receipt/{id}', () => {
  it("is a PDF of the customer's payment, generated from the database", async () => {
    const bought = await buyWarranty(ctx);
    const res = await call(ctx, {
      url: `/api/download-pdf/receipt/${bought.transactionId}`,
      token: bought.customer.token,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('attachment; filename="receipt.pdf"');
    expect(res.headers['cache-control']).toBe('private, no-store');

    const { text, pages } = await pdfText(res.rawPayload);
    expect(pages).toBeGreaterThanOrEqual(1);
    for (const expected of [
      'Kestrel Warranties Ltd',
      'Priya Shah',
      bought.customer.user.email,
      bought.vehicle.reg_num,
      'Secure, £2,000 per claim, 12 months',
      pounds(bought.amount),
      bought.references.receipt,
      bought.references.warranty,
      bought.references.order,
      'PayPal',
      ukLongDate(londonToday()),
      ukLongDate(daysFromToday(1)),
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toMatch(UUID);
  });
});

describe('GET /api/download-pdf/certificate/{id}', () => {
  it('is not there until the inspection has passed and nothing is due', async () => {
    const bought = await buyWarranty(ctx);
    const url = `/api/download-pdf/certificate/${bought.warrantyId}`;
    expect((await call(ctx, { url, token: bought.customer.token })).statusCode).toBe(404);
    await staff(ctx, bought.warrantyId, { status: 'inspection-passed', balanceDue: 2_500 });
    expect((await call(ctx, { url, token: bought.customer.token })).statusCode).toBe(404);
    await staff(ctx, bought.warrantyId, { balanceDue: 0, startDate: daysFromToday(3) });

    const res = await call(ctx, { url, token: bought.customer.token });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const { text } = await pdfText(res.rawPayload);
    for (const expected of [
      'Priya Shah',
      bought.vehicle.reg_num,
      'FORD',
      'FOCUS',
      'Secure',
      '£2,000',
      ukLongDate(daysFromToday(3)),
      `Certificate number ${bought.references.warranty}`,
      'Air-conditioning',
      'not insurance policies',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toMatch(UUID);
    // Secure's extras, not Supreme's.
    expect(text).not.toContain('Wear and tear');
    // Typed in by hand: checked at inspection.
    expect(text).toMatch(/supplied by the customer|checked at inspection/i);
  });
});
