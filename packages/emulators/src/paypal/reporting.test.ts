import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { control, createOrder, orderBody, paypal, paypalWithToken } from './test-support';

let app: FastifyInstance;
let token: string;

beforeAll(async () => ({ app, token } = await paypalWithToken()));
afterAll(() => app.close());

interface SearchAnswer {
  transaction_details: {
    transaction_info: { transaction_id: string; paypal_reference_id?: string };
    payer_info?: unknown;
  }[];
  total_items: number;
  total_pages: number;
  links: { rel: string }[];
}

const hourAgo = () => new Date(Date.now() - 3_600_000).toISOString();
const inAMinute = () => new Date(Date.now() + 60_000).toISOString();
const search = (query: Record<string, string>) =>
  paypal(app, token, 'GET', `/v1/reporting/transactions?${new URLSearchParams(query).toString()}`);

async function capturedOrder(customId: string, value = '349.00') {
  const body = orderBody();
  const unit = { ...body.purchase_units[0]!, custom_id: customId, amount: { currency_code: 'GBP', value } };
  const id = await createOrder(app, token, { ...body, purchase_units: [unit] });
  const captured = await control(app, `/orders/${id}/capture`, {});
  return captured.json<{ purchase_units: { payments: { captures: { id: string }[] } }[] }>().purchase_units[0]!.payments
    .captures[0]!.id;
}

describe('Transaction Search (GET /v1/reporting/transactions)', () => {
  it("lists captures (T0006) in PayPal's wire format, with the payer when asked, and refunds as T1107", async () => {
    const captureId = await capturedOrder('our-order-1', '120.50');
    const refund = await paypal(app, token, 'POST', `/v2/payments/captures/${captureId}/refund`, {
      body: { amount: { currency_code: 'GBP', value: '20.00' } },
    });
    expect(refund.statusCode).toBe(201);
    const res = await search({ start_date: hourAgo(), end_date: inAMinute(), fields: 'all' });
    expect(res.statusCode).toBe(200);
    const answer = res.json<SearchAnswer>();
    const rows = answer.transaction_details.filter(
      (row) =>
        row.transaction_info.transaction_id === captureId || row.transaction_info.paypal_reference_id === captureId,
    );
    expect(rows).toEqual([
      {
        transaction_info: expect.objectContaining({
          transaction_id: captureId,
          transaction_event_code: 'T0006',
          transaction_amount: { currency_code: 'GBP', value: '120.50' },
          transaction_status: 'S',
          custom_field: 'our-order-1',
          transaction_initiation_date: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+0000$/),
        }),
        payer_info: expect.objectContaining({
          email_address: 'jo.bloggs.buyer@example.com',
          payer_name: expect.objectContaining({ alternate_full_name: 'Jo Bloggs' }),
        }),
      },
      {
        transaction_info: expect.objectContaining({
          transaction_event_code: 'T1107',
          paypal_reference_id: captureId,
          transaction_amount: { currency_code: 'GBP', value: '-20.00' },
        }),
        payer_info: expect.any(Object),
      },
    ]);
    expect(answer).toMatchObject({ page: 1, total_pages: 1, account_number: expect.any(String) });
  });

  it('shows a fully refunded capture as reversed (V), last updated when its refund was made', async () => {
    const captureId = await capturedOrder('our-order-refunded', '305.00');
    const refund = await paypal(app, token, 'POST', `/v2/payments/captures/${captureId}/refund`, { body: {} });
    expect(refund.statusCode).toBe(201);
    const refundTime = refund.json<{ create_time: string }>().create_time;
    const answer = (await search({ start_date: hourAgo(), end_date: inAMinute() })).json<SearchAnswer>();
    const rows = answer.transaction_details
      .map((row) => row.transaction_info as Record<string, unknown>)
      .filter((info) => info.transaction_id === captureId || info.paypal_reference_id === captureId);
    expect(rows).toEqual([
      expect.objectContaining({
        transaction_id: captureId,
        transaction_event_code: 'T0006',
        transaction_status: 'V',
        transaction_amount: { currency_code: 'GBP', value: '305.00' },
        transaction_updated_date: refundTime.replace(/Z$/, '+0000'),
      }),
      expect.objectContaining({
        transaction_event_code: 'T1107',
        paypal_reference_id: captureId,
        paypal_reference_id_type: 'TXN',
        transaction_status: 'S',
        transaction_amount: { currency_code: 'GBP', value: '-305.00' },
        transaction_initiation_date: refundTime.replace(/Z$/, '+0000'),
      }),
    ]);
    // Only the refunds, when asked for T1107.
    const refunds = (
      await search({ start_date: hourAgo(), end_date: inAMinute(), transaction_type: 'T1107' })
    ).json<SearchAnswer>();
    expect(refunds.transaction_details.map((row) => row.transaction_info.paypal_reference_id)).toContain(captureId);
    expect(
      refunds.transaction_details.every(
        (row) => (row.transaction_info as { transaction_event_code?: string }).transaction_event_code === 'T1107',
      ),
    ).toBe(true);
  });

  it('filters by type, leaves the payer out unless asked, and pages', async () => {
    await capturedOrder('our-order-2');
    await capturedOrder('our-order-3');
    const all = (
      await search({ start_date: hourAgo(), end_date: inAMinute(), transaction_type: 'T0006' })
    ).json<SearchAnswer>();
    expect(all.transaction_details.every((row) => row.payer_info === undefined)).toBe(true);
    expect(all.total_items).toBeGreaterThanOrEqual(3);
    const second = (
      await search({
        start_date: hourAgo(),
        end_date: inAMinute(),
        transaction_type: 'T0006',
        page_size: '1',
        page: '2',
      })
    ).json<SearchAnswer>();
    expect(second.transaction_details).toHaveLength(1);
    expect(second.transaction_details[0]).toEqual(all.transaction_details[1]);
    expect(second.total_pages).toBe(all.total_items);
    expect(second.links.map((link) => link.rel)).toContain('next');
  });

  it('refuses a missing date, a window of more than 31 days, and no token', async () => {
    const missing = await search({ start_date: hourAgo() });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      name: 'INVALID_REQUEST',
      details: [{ field: 'end_date', location: 'query', issue: 'MISSING_REQUIRED_PARAMETER' }],
    });
    const long = await search({ start_date: '2026-01-01T00:00:00Z', end_date: '2026-02-02T00:00:00Z' });
    expect(long.statusCode).toBe(400);
    expect(long.json<{ details: { description: string }[] }>().details[0]?.description).toBe(
      'Date range is greater than 31 days',
    );
    const anonymous = await app.inject({
      method: 'GET',
      url: `/__emulators/paypal/v1/reporting/transactions?start_date=${hourAgo()}&end_date=${inAMinute()}`,
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
