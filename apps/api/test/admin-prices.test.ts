import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { formatPence } from '@kestrel/domain/pricing/money';
import { priceWarranty } from '@kestrel/domain/pricing/price';
import { defaultRates, tablesOf, type RateTablesInput } from '@kestrel/domain/pricing/rates';
import type { AuditAnswer } from '@kestrel/domain/schemas/admin';
import type { PricePreviewAnswer, PricesAnswer, PriceVersion } from '@kestrel/domain/schemas/admin-prices';
import type { PlanAnswer } from '@kestrel/domain/schemas/purchase';
import { londonToday } from '@kestrel/domain/uk/london-date';
import { warranties } from '../src/db/schema';
import { call } from './accounts-helpers';
import { buyWarranty, myWarranty, pdfText, staff, typedFocus } from './dashboard-helpers';
import { createTestApp, type TestContext } from './helpers';
import { createOrder, purchaseBody } from './payments-helpers';
import { staffSignIn } from './staff-helpers';

let ctx: TestContext;
let token: string;
let staffEmail: string;
beforeAll(async () => {
  ctx = await createTestApp();
  ({ token, email: staffEmail } = await staffSignIn(ctx));
});
afterAll(() => ctx.close());

const prices = async () => (await call(ctx, { url: '/api/admin/prices', token })).json<PricesAnswer>();
const preview = (payload: Record<string, unknown>) =>
  call(ctx, { method: 'POST', url: '/api/admin/prices/preview', token, payload });
const publish = (payload: Record<string, unknown>) =>
  call(ctx, { method: 'POST', url: '/api/admin/prices', token, payload });

/** The current tables with some plans' base prices changed (null withdraws a plan). */
async function currentTablesWith(
  changes: [level: 'safe' | 'secure' | 'supreme', limit: number, months: number, price: number | null][],
) {
  const tables = structuredClone<RateTablesInput>((await prices()).current.tables);
  for (const [level, limit, months, price] of changes) {
    (tables.basePrices[level] as Record<number, Record<number, number | null>>)[limit]![months] = price;
  }
  return tables;
}

/** The vehicle buyWarranty() buys for, typed in by hand, asked for a quote the same way. */
const focus = typedFocus();
const quoteForFocus = async () => {
  const query = new URLSearchParams({
    engineSize: String(focus.size),
    bhp: String(focus.bhp),
    driveType: focus.drive_type,
    mileage: String(focus.mileage),
    dateFirstReg: focus.date_first_reg,
    fuelType: 'petrol',
  });
  const res = await call(ctx, { url: `/api/level/plan/?${query.toString()}` });
  expect(res.statusCode).toBe(200);
  return res.json<PlanAnswer>();
};
const priceIn = (quote: PlanAnswer, planId: string) =>
  quote.levelsAndPlans.flatMap((l) => l.plansByClaim.flatMap((g) => g.plans)).find((p) => p._id === planId)?.price;

const raisedSecure = 45_000;

describe('the prices of the back office', () => {
  it('shows version 1, the built-in default, with no rows yet', async () => {
    const answer = await prices();
    expect(answer.current).toEqual({
      version: 1,
      note: null,
      createdAt: null,
      createdBy: null,
      tables: tablesOf(defaultRates),
    });
    expect(answer.versions).toEqual([{ version: 1, note: null, createdAt: null, createdBy: null }]);
  });

  it('previews a raised price and a withdrawn plan on the reference vehicles, against the current version', async () => {
    const tables = await currentTablesWith([
      ['secure', 200_000, 12, raisedSecure],
      ['supreme', 300_000, 12, null],
    ]);
    const res = await preview({ tables });
    expect(res.statusCode).toBe(200);
    const answer = res.json<PricePreviewAnswer>();
    expect(answer.basedOn).toBe(1);
    const secure = answer.rows.filter((row) => row.planId === 'secure-2000-12' && row.current !== null);
    expect(secure.length).toBeGreaterThan(0);
    for (const row of secure) expect(row.proposed).toBeGreaterThan(row.current ?? Infinity);
    const supreme = answer.rows.filter((row) => row.planId === 'supreme-3000-12');
    expect(supreme.some((row) => row.current !== null)).toBe(true);
    expect(supreme.every((row) => row.proposed === null)).toBe(true);
    // Nothing was published by a preview.
    expect((await prices()).current.version).toBe(1);
  });

  it.each([
    ['no tables', {}, 'tables', /Send the rate tables/],
    [
      'bands going down',
      {
        tables: {
          ...tablesOf(defaultRates),
          mileage: [
            { upTo: 60_000, factor: 1 },
            { upTo: 30_000, factor: 1 },
            { upTo: null, factor: 1 },
          ],
        },
      },
      'tables.mileage.1.upTo',
      /Bands must go up in order/,
    ],
    [
      'a price in pence',
      {
        tables: {
          ...tablesOf(defaultRates),
          basePrices: {
            ...defaultRates.basePrices,
            safe: { ...defaultRates.basePrices.safe, 50000: { 3: 7_050, 6: 1, 12: 1, 24: 1, 36: 1 } },
          },
        },
      },
      'tables.basePrices.safe.50000.3',
      /whole pounds between £1 and £10,000/,
    ],
  ])('answers 400 with the field for %s', async (_label, payload, field, message) => {
    for (const res of [await preview(payload), await publish({ ...payload, note: 'A change', basedOn: 1 })]) {
      expect(res.statusCode).toBe(400);
      expect(res.json<{ error: { fields: Record<string, string> } }>().error.fields[field]).toMatch(message);
    }
  });

  it('publishes version 2 for new quotes, while a warranty sold before keeps its price and documents', async () => {
    const bought = await buyWarranty(ctx, undefined, 'secure-2000-12');
    const before = await quoteForFocus();
    expect(before.ratesVersion).toBe(1);
    expect(priceIn(before, 'secure-2000-12')).toBe(bought.amount);

    const note = 'Secure £2,000 for 12 months up: claims costs rose';
    const tables = await currentTablesWith([['secure', 200_000, 12, raisedSecure]]);
    const res = await publish({ tables, note, basedOn: 1 });
    expect(res.statusCode).toBe(201);
    expect(res.json<PriceVersion>()).toMatchObject({ version: 2, note, createdBy: { email: staffEmail } });

    // A new quote for the same vehicle and mileage: version 2 at once (this instance forgot its cache).
    const after = await quoteForFocus();
    expect(after.ratesVersion).toBe(2);
    const newPrice = priceIn(after, 'secure-2000-12') ?? 0;
    expect(newPrice).toBeGreaterThan(bought.amount);
    const vehicle = {
      engineSize: focus.size,
      bhp: focus.bhp,
      driveType: focus.drive_type,
      fuelType: 'petrol' as const,
      vehicleType: 'car' as const,
      registeredDate: focus.date_first_reg,
      mileage: focus.mileage,
    };
    const plan = { level: 'secure' as const, claimLimit: 200_000, months: 12 as const };
    expect(newPrice).toBe(priceWarranty(plan, vehicle, { ...tables, version: 2 }, londonToday()));

    // The warranty sold before: its price, rates version, receipt and certificate are unchanged.
    expect((await myWarranty(ctx, bought.customer.token, bought.warrantyId)).amount).toBe(bought.amount);
    const [row] = await ctx.database.db.select().from(warranties).where(eq(warranties.id, bought.warrantyId));
    expect(row).toMatchObject({ price: bought.amount, ratesVersion: 1 });
    const receipt = await call(ctx, {
      url: `/api/download-pdf/receipt/${bought.transactionId}`,
      token: bought.customer.token,
    });
    const receiptText = (await pdfText(receipt.rawPayload)).text;
    expect(receiptText).toContain(formatPence(bought.amount));
    expect(receiptText).not.toContain(formatPence(newPrice));
    await staff(ctx, bought.warrantyId, { status: 'inspection-passed', balanceDue: 0 });
    const certificate = await call(ctx, {
      url: `/api/download-pdf/certificate/${bought.warrantyId}`,
      token: bought.customer.token,
    });
    expect(certificate.statusCode).toBe(200);
    const certificateText = (await pdfText(certificate.rawPayload)).text;
    expect(certificateText).toContain(formatPence(bought.amount));
    expect(certificateText).not.toContain(formatPence(newPrice));

    const listed = await prices();
    expect(listed.current).toMatchObject({ version: 2, note });
    expect(listed.versions.map((v) => v.version)).toEqual([2, 1]);
  });

  it('refuses an edit of a version that is no longer the latest, with 409', async () => {
    const res = await publish({ tables: tablesOf(defaultRates), note: 'Back to the defaults', basedOn: 1 });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      error: {
        code: 'CONFLICT',
        message: 'The prices changed while you were editing (now version 2). Review the new version and try again.',
      },
    });
  });

  it('takes one of two publishes made at once from the same version, and refuses the other', async () => {
    const { current } = await prices();
    const body = (note: string) => ({ tables: current.tables, note, basedOn: current.version });
    const answers = await Promise.all([publish(body('First of two edits')), publish(body('Second of two edits'))]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([201, 409]);
    expect((await prices()).current.version).toBe(current.version + 1);
  });

  it('withdraws plans: gone from new quotes, and an order for one is refused with a message', async () => {
    const { current } = await prices();
    const tables = await currentTablesWith([
      ['secure', 200_000, 12, null],
      // Every Safe £500 plan: the claim group goes.
      ...[3, 6, 12, 24, 36].map((months): ['safe', number, number, null] => ['safe', 50_000, months, null]),
      // Every Supreme plan: the level is not sold at all.
      ...[200_000, 300_000, 500_000].flatMap((limit) =>
        [3, 6, 12, 24, 36].map((months): ['supreme', number, number, null] => ['supreme', limit, months, null]),
      ),
    ]);
    const res = await publish({ tables, note: 'Withdraw Supreme and the smallest Safe', basedOn: current.version });
    expect(res.statusCode).toBe(201);

    const quote = await quoteForFocus();
    expect(quote.levelsAndPlans.map((l) => l.level)).toEqual(['safe', 'secure']);
    expect(quote.ineligible).toEqual([]);
    expect(priceIn(quote, 'secure-2000-12')).toBeUndefined();
    expect(priceIn(quote, 'secure-2000-24')).toBeGreaterThan(0);
    expect(quote.levelsAndPlans[0]?.plansByClaim.map((g) => g.claim)).toEqual([1000, 1500]);

    const buyer = await buyWarranty(ctx, undefined, 'secure-2000-24');
    for (const planId of ['secure-2000-12', 'supreme-3000-12']) {
      const order = await createOrder(ctx, buyer.customer.token, purchaseBody(typedFocus(), planId));
      expect(order.statusCode, planId).toBe(409);
      expect(order.json()).toMatchObject({
        error: { code: 'PLAN_NOT_AVAILABLE', message: 'This plan is no longer sold. Please choose another.' },
      });
    }
  });

  it('lists each publish in the audit log with the staff member who made it', async () => {
    const res = await call(ctx, { url: '/api/admin/audit', token });
    const entries = res.json<AuditAnswer>().entries.filter((entry) => entry.action === 'prices.published');
    expect(entries.length).toBeGreaterThanOrEqual(3);
    expect(entries.at(-1)).toMatchObject({
      actor: { email: staffEmail },
      subjectType: 'rates',
      subjectId: '2',
      before: { version: 1 },
      after: { version: 2, note: expect.stringContaining('Secure £2,000') },
    });
  });
});
