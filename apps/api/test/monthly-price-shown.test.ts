import { formatPence } from '@kestrel/domain/pricing/money';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from './accounts-helpers';
import { buyWarranty, pdfText, staff } from './dashboard-helpers';
import { appWithDirectDebit, type DirectDebitHarness, plusDays } from './direct-debit-helpers';
import type { TestContext } from './helpers';
import { staffSignIn } from './staff-helpers';

let ctx: TestContext;
let dd: DirectDebitHarness;
let staffToken: string;

beforeAll(async () => {
  ({ ctx, dd } = await appWithDirectDebit());
  staffToken = (await staffSignIn(ctx)).token;
});
afterAll(() => ctx.close());

const asStaff = (url: string) => call(ctx, { url, token: staffToken });
const queueItem = async (q: string) =>
  (await asStaff(`/api/admin/warranties?q=${q}`)).json<{
    items: { amount: number; monthlyCollected: number | null }[];
  }>().items[0]!;
/** Text as a reader sees it: pdftotext's layout spaces made single. */
const words = (text: string) => text.replace(/\s+/g, ' ');

describe('the price of a warranty paid monthly', () => {
  it('is shown with what has been collected so far, on the certificate, the warranty page and the queue', async () => {
    const { customer, warrantyId, started } = await dd.buyMonthly('MP21PRC');
    const price = started.amount;

    // Before any collection: nothing collected, never "paid".
    expect(await queueItem('MP21PRC')).toMatchObject({ amount: price, monthlyCollected: 0 });

    const [first] = (await dd.planOf(warrantyId)).instalments;
    await dd.control('/clock', { to: plusDays(first!.chargeDate, 4) });
    await dd.deliverNew();
    expect((await dd.planOf(warrantyId)).instalments[0]!.status).toBe('collected');

    expect(await queueItem('MP21PRC')).toMatchObject({ amount: price, monthlyCollected: first!.amount });
    const page = await asStaff(`/api/admin/warranties/${warrantyId}`);
    expect(page.json()).toMatchObject({ monthlyCollected: first!.amount });

    await staff(ctx, warrantyId, { status: 'inspection-passed' });
    const pdf = await call(ctx, { url: `/api/download-pdf/certificate/${warrantyId}`, token: customer.token });
    expect(pdf.statusCode).toBe(200);
    const { text } = await pdfText(pdf.rawPayload);
    expect(words(text)).toContain(
      `Price ${formatPence(price)}, paid monthly: ${formatPence(first!.amount)} collected so far`,
    );
    expect(text).not.toContain('Price paid');
  });

  it('is "Price paid" for a warranty paid in full, with no monthly figure', async () => {
    const bought = await buyWarranty(ctx);
    expect(await queueItem(bought.vehicle.reg_num)).toMatchObject({ amount: bought.amount, monthlyCollected: null });
    const page = await asStaff(`/api/admin/warranties/${bought.warrantyId}`);
    expect(page.json()).toMatchObject({ monthlyCollected: null });
    await staff(ctx, bought.warrantyId, { status: 'inspection-passed' });
    const pdf = await call(ctx, {
      url: `/api/download-pdf/certificate/${bought.warrantyId}`,
      token: bought.customer.token,
    });
    expect(words((await pdfText(pdf.rawPayload)).text)).toContain(`Price paid ${formatPence(bought.amount)}`);
  });
});
