import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approvedOrder, control, firstIssue, paypal, paypalWithToken } from './test-support';

let app: FastifyInstance;
let token: string;

beforeAll(async () => ({ app, token } = await paypalWithToken()));
afterAll(() => app.close());

async function capturedOrder(): Promise<{ orderId: string; captureId: string }> {
  const orderId = await approvedOrder(app, token);
  const captured = await paypal(app, token, 'POST', `/v2/checkout/orders/${orderId}/capture`, { body: {} });
  const captureId = captured.json<{ purchase_units: { payments: { captures: { id: string }[] } }[] }>()
    .purchase_units[0]!.payments.captures[0]!.id;
  return { orderId, captureId };
}

const refund = (captureId: string, requestId: string, body?: unknown) =>
  paypal(app, token, 'POST', `/v2/payments/captures/${captureId}/refund`, {
    headers: { 'paypal-request-id': requestId, 'content-type': 'application/json' },
    body: body ?? '',
  });

const captureStatus = async (orderId: string) =>
  (await control(app, `/orders/${orderId}`)).json<{
    order: { purchase_units: { payments: { captures: { status: string }[] } }[] };
  }>().order.purchase_units[0]!.payments.captures[0]!.status;

describe('POST /v2/payments/captures/{id}/refund', () => {
  it('refunds in full for an empty body: 201 COMPLETED, the capture REFUNDED', async () => {
    const { orderId, captureId } = await capturedOrder();
    const response = await refund(captureId, 'refund-1');
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      id: expect.stringMatching(/^[A-Z0-9]{17}$/),
      status: 'COMPLETED',
      amount: { currency_code: 'GBP', value: '349.00' },
      links: [{ rel: 'self' }, { rel: 'up' }],
      create_time: expect.any(String),
      update_time: expect.any(String),
    });
    expect(await captureStatus(orderId)).toBe('REFUNDED');
    const again = await refund(captureId, 'refund-1');
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(response.json());
    const more = await refund(captureId, 'refund-2');
    expect(more.statusCode).toBe(422);
    expect(firstIssue(more)).toBe('CAPTURE_FULLY_REFUNDED');
    expect((await control(app, `/orders/${orderId}`)).json()).toMatchObject({ calls: { refund: 3 } });
  });

  it("keeps the refund's own invoice_id, and the order lists the refund under it (a refund found by the caller's id)", async () => {
    const { orderId, captureId } = await capturedOrder();
    const made = await refund(captureId, 'refund-ours-1', { invoice_id: 'refund-ours-1' });
    expect(made.statusCode).toBe(201);
    expect(made.json()).toMatchObject({ invoice_id: 'refund-ours-1' });
    const order = await paypal(app, token, 'GET', `/v2/checkout/orders/${orderId}`);
    const refunds = order.json<{ purchase_units: { payments: { refunds: { id: string; invoice_id: string }[] } }[] }>()
      .purchase_units[0]!.payments.refunds;
    expect(refunds).toEqual([
      expect.objectContaining({ id: made.json<{ id: string }>().id, invoice_id: 'refund-ours-1' }),
    ]);
  });

  it('refunds part, PARTIALLY_REFUNDED, then refuses more than is left', async () => {
    const { orderId, captureId } = await capturedOrder();
    const part = await refund(captureId, 'p-1', {
      amount: { currency_code: 'GBP', value: '100.00' },
      note_to_payer: 'Cooling-off',
    });
    expect(part.statusCode).toBe(201);
    expect(part.json()).toMatchObject({ amount: { value: '100.00' }, note_to_payer: 'Cooling-off' });
    expect(await captureStatus(orderId)).toBe('PARTIALLY_REFUNDED');
    const tooMuch = await refund(captureId, 'p-2', { amount: { currency_code: 'GBP', value: '249.01' } });
    expect(tooMuch.statusCode).toBe(422);
    expect(firstIssue(tooMuch)).toBe('REFUND_AMOUNT_EXCEEDED');
    expect(firstIssue(await refund(captureId, 'p-3', { amount: { currency_code: 'EUR', value: '1.00' } }))).toBe(
      'CURRENCY_MISMATCH',
    );
    expect((await refund(captureId, 'p-4', { amount: { currency_code: 'GBP', value: '249.00' } })).statusCode).toBe(
      201,
    );
    expect(await captureStatus(orderId)).toBe('REFUNDED');
  });

  it('refuses a pending capture, and answers 404 for an unknown one', async () => {
    const orderId = await approvedOrder(app, token);
    await control(app, `/orders/${orderId}/behaviour`, { capture: 'pending' });
    const captured = await paypal(app, token, 'POST', `/v2/checkout/orders/${orderId}/capture`, { body: {} });
    const captureId = captured.json<{ purchase_units: { payments: { captures: { id: string }[] } }[] }>()
      .purchase_units[0]!.payments.captures[0]!.id;
    expect(firstIssue(await refund(captureId, 'x-1'))).toBe('PENDING_CAPTURE');
    const unknown = await refund('NOSUCHCAPTURE0000', 'x-2');
    expect(unknown.statusCode).toBe(404);
    expect(firstIssue(unknown)).toBe('INVALID_RESOURCE_ID');
  });
});
