import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startEmulatorServer } from '@kestrel/emulators/server';
import { PaymentProviderError, type CreateOrderInput, type WebhookHeaders } from './payment-provider';
import { createPaypalAdapter, type PaypalAdapterOptions } from './paypal-adapter';
import { emulatorControl } from '../../../test/emulator-control';

let emulator: Awaited<ReturnType<typeof startEmulatorServer>>;
let base: string;
let options: PaypalAdapterOptions;

beforeAll(async () => {
  emulator = await startEmulatorServer();
  base = `${emulator.baseUrl}/paypal`;
  options = {
    apiBase: base,
    clientId: 'kestrel-demo-client',
    clientSecret: 'kestrel-demo-secret',
    webhookId: 'kestrel-demo-webhook',
    timeoutMs: 400,
  };
});
afterAll(() => emulator.close());
afterEach(() => vi.restoreAllMocks());

let counter = 0;
const orderInput = (overrides: Partial<CreateOrderInput> = {}): CreateOrderInput => ({
  ourOrderId: `ord-${Date.now()}-${(counter += 1)}`,
  amountPence: 34900,
  currency: 'GBP',
  description: 'Kestrel Gold warranty, 12 months, AB12 CDE',
  returnUrl: 'https://shop.example.com/checkout/paypal-return',
  cancelUrl: 'https://shop.example.com/checkout/paypal-cancel',
  ...overrides,
});

const control = emulatorControl(() => base);
const calls = async (orderId: string) => (await control<{ calls: Record<string, number> }>(`/orders/${orderId}`)).calls;

/** A fresh adapter with its own token cache, plus an order approved by the demo buyer. */
async function approvedOrder(adapter = createPaypalAdapter(options)) {
  const order = await adapter.createOrder(orderInput());
  await control(`/orders/${order.id}/approve`, {});
  return { adapter, order };
}

const tokenCalls = () =>
  vi.mocked(fetch).mock.calls.filter(([url]) => typeof url === 'string' && url.endsWith('/v1/oauth2/token')).length;

describe('PayPal adapter, over HTTP against the emulator', () => {
  it('fetches one access token for several requests, and again once after PayPal refuses it', async () => {
    vi.spyOn(globalThis, 'fetch');
    const adapter = createPaypalAdapter(options);
    const order = await adapter.createOrder(orderInput());
    await Promise.all([adapter.getOrder(order.id), adapter.getOrder(order.id), adapter.getOrder(order.id)]);
    expect(tokenCalls()).toBe(1);
    await control('/tokens/expire', {});
    await expect(adapter.getOrder(order.id)).resolves.toMatchObject({ id: order.id });
    await adapter.getOrder(order.id);
    expect(tokenCalls()).toBe(2);
  });

  it('creates an order as PayPal describes it, and a replay gives the same order', async () => {
    const adapter = createPaypalAdapter(options);
    const input = orderInput();
    const order = await adapter.createOrder(input);
    expect(order).toEqual({
      id: expect.stringMatching(/^[A-Z0-9]{17}$/),
      status: 'CREATED',
      customId: input.ourOrderId,
      amountPence: 34900,
      currency: 'GBP',
      capture: null,
      refunds: [],
      approveUrl: `${base}/checkoutnow?token=${order.id}`,
      payerEmail: null,
    });
    const again = await adapter.createOrder(input);
    expect(again.id).toBe(order.id);
    expect(await calls(order.id)).toMatchObject({ create: 2 });
  });

  it('reads an order, and null for one PayPal does not know', async () => {
    const adapter = createPaypalAdapter(options);
    const created = await adapter.createOrder(orderInput({ amountPence: 12345 }));
    await expect(adapter.getOrder(created.id)).resolves.toMatchObject({
      id: created.id,
      status: 'CREATED',
      amountPence: 12345,
    });
    await expect(adapter.getOrder('0000000000UNKNOWN')).resolves.toBeNull();
  });

  it('captures an approved order, once, and replays the same answer for the same request id', async () => {
    const { adapter, order } = await approvedOrder();
    const first = await adapter.captureOrder(order.id, `capture-${order.id}`);
    expect(first).toEqual({
      kind: 'captured',
      order: expect.objectContaining({
        id: order.id,
        status: 'COMPLETED',
        payerEmail: 'jo.bloggs.buyer@example.com',
        capture: { id: expect.any(String), status: 'COMPLETED', amountPence: 34900, currency: 'GBP' },
      }),
    });
    const replay = await adapter.captureOrder(order.id, `capture-${order.id}`);
    expect(replay).toEqual(first);
    await expect(adapter.captureOrder(order.id, 'another-request')).resolves.toEqual({ kind: 'already-captured' });
    const known = await adapter.getOrder(order.id);
    expect(known?.capture).toEqual(first.kind === 'captured' ? first.order.capture : null);
  });

  it('says not-approved before the buyer approves', async () => {
    const adapter = createPaypalAdapter(options);
    const order = await adapter.createOrder(orderInput());
    await expect(adapter.captureOrder(order.id, 'r-1')).resolves.toEqual({
      kind: 'not-approved',
      issue: 'ORDER_NOT_APPROVED',
    });
  });

  it('says declined for INSTRUMENT_DECLINED, and the buyer may then pay with the same request id', async () => {
    const { adapter, order } = await approvedOrder();
    await control(`/orders/${order.id}/behaviour`, { capture: 'decline', times: 1 });
    const declined = await adapter.captureOrder(order.id, 'r-decline');
    expect(declined).toEqual({ kind: 'declined', issue: 'INSTRUMENT_DECLINED', message: expect.any(String) });
    await expect(adapter.captureOrder(order.id, 'r-decline')).resolves.toMatchObject({ kind: 'captured' });
  });

  it('raises a PaymentProviderError with the debug id when PayPal fails, without capturing', async () => {
    const { adapter, order } = await approvedOrder();
    await control(`/orders/${order.id}/behaviour`, { capture: 'provider-error' });
    const failure = await adapter.captureOrder(order.id, 'r-500').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(PaymentProviderError);
    expect(failure).toMatchObject({ status: 500, debugId: expect.stringMatching(/^[0-9a-f]{13}$/) });
    await expect(adapter.getOrder(order.id)).resolves.toMatchObject({ status: 'APPROVED', capture: null });
  });

  it('raises a PaymentProviderError for a lost answer; the same request id then gives the capture', async () => {
    const { adapter, order } = await approvedOrder();
    await control(`/orders/${order.id}/behaviour`, { capture: 'lose-answer' });
    await expect(adapter.captureOrder(order.id, 'r-lost')).rejects.toBeInstanceOf(PaymentProviderError);
    const retried = await adapter.captureOrder(order.id, 'r-lost');
    expect(retried).toMatchObject({ kind: 'captured', order: { capture: { status: 'COMPLETED' } } });
    expect(await calls(order.id)).toMatchObject({ capture: 2 });
  });

  it('reads a PENDING capture with its reason, and a capture of another amount as it is', async () => {
    const { adapter, order } = await approvedOrder();
    await control(`/orders/${order.id}/behaviour`, { capture: 'pending' });
    await expect(adapter.captureOrder(order.id, 'r-pending')).resolves.toMatchObject({
      kind: 'captured',
      order: { status: 'COMPLETED', capture: { status: 'PENDING', pendingReason: 'PENDING_REVIEW' } },
    });
    const other = await approvedOrder(adapter);
    await control(`/orders/${other.order.id}/behaviour`, { capture: 'complete', captureAmount: '1.00' });
    await expect(adapter.captureOrder(other.order.id, 'r-amount')).resolves.toMatchObject({
      order: { amountPence: 34900, capture: { amountPence: 100 } },
    });
  });

  it('times out as a PaymentProviderError', async () => {
    const { adapter, order } = await approvedOrder();
    await control(`/orders/${order.id}/behaviour`, { capture: 'complete', delayMs: 1000 });
    const failure = await adapter.captureOrder(order.id, 'r-slow').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(PaymentProviderError);
    expect((failure as Error).message).toMatch(/in time/);
  });

  it('raises a PaymentProviderError when the client credentials are refused or nothing listens', async () => {
    const refused = createPaypalAdapter({ ...options, clientSecret: 'wrong' });
    await expect(refused.getOrder('X')).rejects.toMatchObject({ name: 'PaymentProviderError', status: 401 });
    const nowhere = createPaypalAdapter({ ...options, apiBase: 'http://127.0.0.1:9/paypal' });
    await expect(nowhere.getOrder('X')).rejects.toBeInstanceOf(PaymentProviderError);
  });
});

describe('refunds', () => {
  async function capturedOrder() {
    const { adapter, order } = await approvedOrder();
    const outcome = await adapter.captureOrder(order.id, `capture-${order.id}`);
    if (outcome.kind !== 'captured' || !outcome.order.capture) throw new Error('not captured');
    return { adapter, order, captureId: outcome.order.capture.id };
  }

  it('refunds in full, once for a repeated request id, then says already refunded', async () => {
    const { adapter, order, captureId } = await capturedOrder();
    const refund = await adapter.refundCapture({ captureId, requestId: 'refund-1', currency: 'GBP' });
    // Our refund id goes as invoice_id too, so the order's refunds name it (the refund-claims job's look).
    expect(refund).toEqual({
      id: expect.any(String),
      status: 'COMPLETED',
      amountPence: 34900,
      currency: 'GBP',
      invoiceId: 'refund-1',
    });
    await expect(adapter.refundCapture({ captureId, requestId: 'refund-1', currency: 'GBP' })).resolves.toEqual(refund);
    await expect(adapter.refundCapture({ captureId, requestId: 'refund-2', currency: 'GBP' })).resolves.toEqual({
      id: '',
      status: 'COMPLETED',
      amountPence: 0,
      currency: 'GBP',
      alreadyRefunded: true,
    });
    await expect(adapter.getOrder(order.id)).resolves.toMatchObject({
      capture: { status: 'REFUNDED' },
      refunds: [{ id: refund.id, invoiceId: 'refund-1', amountPence: 34900 }],
    });
  });

  it('refunds part, and refuses more than is left', async () => {
    const { adapter, order, captureId } = await capturedOrder();
    const part = await adapter.refundCapture({
      captureId,
      requestId: 'p-1',
      amountPence: 10000,
      currency: 'GBP',
      note: 'Cooling-off',
    });
    expect(part).toMatchObject({ status: 'COMPLETED', amountPence: 10000 });
    await expect(adapter.getOrder(order.id)).resolves.toMatchObject({ capture: { status: 'PARTIALLY_REFUNDED' } });
    await expect(
      adapter.refundCapture({ captureId, requestId: 'p-2', amountPence: 30000, currency: 'GBP' }),
    ).rejects.toMatchObject({
      name: 'PaymentProviderError',
      status: 422,
      message: expect.stringMatching(/REFUND_AMOUNT_EXCEEDED/),
    });
  });
});

describe('webhook verification', () => {
  it('says true for an event the emulator signed for our webhook id, false otherwise', async () => {
    const { adapter, order } = await approvedOrder();
    await adapter.captureOrder(order.id, `capture-${order.id}`);
    const { event } = await control<{ event: Record<string, unknown> }>('/webhooks/event', {
      type: 'PAYMENT.CAPTURE.COMPLETED',
      orderId: order.id,
    });
    const signed = await control<{ headers: Record<string, string> }>('/webhooks/sign', {
      event,
      webhookId: options.webhookId,
    });
    const headers: WebhookHeaders = {
      authAlgo: signed.headers['paypal-auth-algo']!,
      certUrl: signed.headers['paypal-cert-url']!,
      transmissionId: signed.headers['paypal-transmission-id']!,
      transmissionSig: signed.headers['paypal-transmission-sig']!,
      transmissionTime: signed.headers['paypal-transmission-time']!,
    };
    await expect(adapter.verifyWebhook(headers, JSON.parse(JSON.stringify(event)))).resolves.toBe(true);
    await expect(adapter.verifyWebhook(headers, { ...event, event_type: 'PAYMENT.CAPTURE.REFUNDED' })).resolves.toBe(
      false,
    );
    await expect(adapter.verifyWebhook({ ...headers, transmissionSig: 'forged' }, event)).resolves.toBe(false);
    const otherHook = createPaypalAdapter({ ...options, webhookId: 'someone-elses-webhook' });
    await expect(otherHook.verifyWebhook(headers, event)).resolves.toBe(false);
  });
});

describe('listing captures and refunds (Transaction Search)', () => {
  it('lists the captures of a window with our order id, amount and payer, over every page and window', async () => {
    const adapter = createPaypalAdapter(options);
    const ours = await approvedOrder(adapter);
    const captured = await adapter.captureOrder(ours.order.id, `capture-${ours.order.id}`);
    if (captured.kind !== 'captured' || !captured.order.capture) throw new Error('not captured');
    const from = new Date(Date.now() - 40 * 86_400_000);
    vi.spyOn(globalThis, 'fetch');
    const listed = (await adapter.listTransactions(from, new Date(Date.now() + 60_000))).captures;
    expect(listed.find((capture) => capture.id === captured.order.capture?.id)).toEqual({
      id: captured.order.capture.id,
      status: 'S',
      amountPence: 34900,
      currency: 'GBP',
      at: expect.any(Date),
      customId: ours.order.customId,
      invoiceId: ours.order.customId,
      payerEmail: 'jo.bloggs.buyer@example.com',
      payerName: 'Jo Bloggs',
    });
    // Forty days are two windows of at most 31 days.
    const searches = vi
      .mocked(fetch)
      .mock.calls.filter(([url]) => typeof url === 'string' && url.includes('/v1/reporting/transactions'));
    expect(searches).toHaveLength(2);
  });

  it('lists the refunds of a window (T1107) with the capture each refunds, in the same calls as the captures', async () => {
    const adapter = createPaypalAdapter(options);
    const ours = await approvedOrder(adapter);
    const captured = await adapter.captureOrder(ours.order.id, `capture-${ours.order.id}`);
    if (captured.kind !== 'captured' || !captured.order.capture) throw new Error('not captured');
    const captureId = captured.order.capture.id;
    const part = await adapter.refundCapture({
      captureId,
      requestId: `part-${captureId}`,
      amountPence: 4950,
      currency: 'GBP',
    });
    const rest = await adapter.refundCapture({ captureId, requestId: `rest-${captureId}`, currency: 'GBP' });
    vi.spyOn(globalThis, 'fetch');
    const listed = await adapter.listTransactions(new Date(Date.now() - 3_600_000), new Date(Date.now() + 60_000));
    const refunds = listed.refunds.filter((refund) => refund.captureId === captureId);
    expect(refunds).toEqual([
      {
        id: part.id,
        captureId,
        status: 'S',
        amountPence: 4950,
        currency: 'GBP',
        at: expect.any(Date),
        customId: ours.order.customId,
        invoiceId: expect.any(String),
        payerEmail: 'jo.bloggs.buyer@example.com',
        payerName: 'Jo Bloggs',
      },
      expect.objectContaining({ id: rest.id, captureId, amountPence: 34900 - 4950 }),
    ]);
    expect(Math.abs(refunds[0]!.at.getTime() - Date.now())).toBeLessThan(60_000);
    // Refunded in full, PayPal shows the capture as reversed; it is listed still, once.
    expect(listed.captures.filter((capture) => capture.id === captureId)).toMatchObject([{ status: 'V' }]);
    // One window: one call lists both.
    const searches = vi
      .mocked(fetch)
      .mock.calls.filter(([url]) => typeof url === 'string' && url.includes('/v1/reporting/transactions'));
    expect(searches).toHaveLength(1);
  });
});
