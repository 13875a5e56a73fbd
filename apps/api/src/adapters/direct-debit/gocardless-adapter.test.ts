import { createHmac } from 'node:crypto';
import { startEmulatorServer } from '@kestrel/emulators/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createGocardlessAdapter,
  DirectDebitProviderError,
  InvalidWebhookSignatureError,
  type GocardlessOptions,
} from './gocardless-adapter';
import { emulatorControl } from '../../../test/emulator-control';

let emulator: Awaited<ReturnType<typeof startEmulatorServer>>;
let base: string;
let options: GocardlessOptions;

beforeAll(async () => {
  emulator = await startEmulatorServer({ gocardless: { today: '2026-11-26' } });
  base = `${emulator.baseUrl}/gocardless`;
  options = {
    apiBase: base,
    accessToken: 'kestrel-demo-gocardless-token',
    webhookSecret: 'kestrel-demo-gocardless-webhook-secret',
    timeoutMs: 2000,
  };
});
afterAll(() => emulator.close());

const control = emulatorControl(() => base);

let counter = 0;
/** A billing request through its flow and the hosted form, as a customer would: our id and the mandate. */
async function mandate(adapter = createGocardlessAdapter(options)) {
  const ourId = `order-${Date.now()}-${(counter += 1)}`;
  const request = await adapter.createBillingRequest(ourId, { order_id: ourId });
  const flow = await adapter.createBillingRequestFlow({
    billingRequest: request.id,
    redirectUri: `https://shop.example.com/return?order=${ourId}`,
    exitUri: 'https://shop.example.com/checkout',
    customer: { given_name: 'Alex', family_name: 'Driver', email: 'alex@example.com' },
  });
  const form = await fetch(flow.authorisation_url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'name=Alex+Driver&sortCode=200000&accountNumber=55779911&confirm=yes',
    redirect: 'manual',
  });
  expect(form.status).toBe(303);
  const fulfilled = await adapter.getBillingRequest(request.id);
  return { adapter, ourId, request: fulfilled, mandateId: fulfilled.links.mandate_request_mandate! };
}

describe('GoCardless adapter, over HTTP against the emulator', () => {
  it('makes a billing request once per our id, and reads it fulfilled with its mandate', async () => {
    const { adapter, ourId, request, mandateId } = await mandate();
    expect(request.status).toBe('fulfilled');
    expect(request.metadata.order_id).toBe(ourId);
    const again = await adapter.createBillingRequest(ourId, { order_id: ourId });
    expect(again.id).toBe(request.id);
    expect((await adapter.getMandate(mandateId)).status).toBe('pending_submission');
  });

  it('creates the schedule once, reads its payments, collects, fails, retries and refunds', async () => {
    const { adapter, ourId, mandateId } = await mandate();
    const input = {
      ourId,
      name: 'Warranty KW-26-0000011',
      mandate: mandateId,
      totalAmount: 18004,
      instalments: [
        { chargeDate: '2026-12-01', amount: 6006 },
        { chargeDate: '2027-01-04', amount: 5999 },
        { chargeDate: '2027-02-01', amount: 5999 },
      ],
      metadata: { warranty_id: 'w-1' },
    };
    const schedule = await adapter.createInstalmentSchedule(input);
    expect((await adapter.createInstalmentSchedule(input)).id).toBe(schedule.id);
    const payments = await adapter.listPayments({ instalmentSchedule: schedule.id });
    expect(payments.map((p) => [p.charge_date, p.amount])).toEqual(
      input.instalments.map((i) => [i.chargeDate, i.amount]),
    );

    await control('/clock', { to: '2026-12-01' });
    expect((await adapter.getPayment(payments[0]!.id)).status).toBe('confirmed');
    await control(`/payments/${payments[1]!.id}/fail`, { cause: 'insufficient_funds' });
    await control('/clock', { to: '2027-01-04' });
    expect((await adapter.getPayment(payments[1]!.id)).status).toBe('failed');
    expect((await adapter.retryPayment(payments[1]!.id)).status).toBe('pending_submission');

    const refund = await adapter.createRefund({
      ourId: 'r-1',
      payment: payments[0]!.id,
      amount: 6006,
      totalAmountConfirmation: 6006,
    });
    expect(refund.amount).toBe(6006);
    expect((await adapter.cancelInstalmentSchedule(schedule.id)).status).toBe('cancelled');
    expect((await adapter.cancelMandate(mandateId)).status).toBe('cancelled');
  });

  it('answers the DirectDebitProvider in our words: pence, our statuses, no wire fields', async () => {
    const adapter = createGocardlessAdapter(options);
    const ourId = `order-${Date.now()}-${(counter += 1)}`;
    const request = await adapter.requestMandate(ourId, { kind: 'purchase', orderId: ourId });
    expect(request).toEqual({ id: request.id, status: 'waiting', mandateId: null });
    const page = await adapter.bankDetailsPage({
      mandateRequestId: request.id,
      returnUrl: `https://shop.example.com/return?order=${ourId}`,
      exitUrl: 'https://shop.example.com/checkout',
      payer: { firstName: 'Alex', lastName: 'Driver', email: 'alex@example.com' },
    });
    const form = await fetch(page, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'name=Alex+Driver&sortCode=200000&accountNumber=55779911&confirm=yes',
      redirect: 'manual',
    });
    expect(form.status).toBe(303);
    const fulfilled = await adapter.mandateRequest(request.id);
    expect(fulfilled.status).toBe('fulfilled');
    const mandate = await adapter.mandate(fulfilled.mandateId!);
    expect(mandate).toMatchObject({ id: fulfilled.mandateId, status: 'collectable' });

    const input = {
      key: ourId,
      name: 'Warranty KD-26-0000012',
      mandateId: mandate.id,
      totalPence: 12005,
      instalments: [
        { chargeDate: '2027-06-01', amountPence: 6006 },
        { chargeDate: '2027-07-01', amountPence: 5999 },
      ],
      planReference: 'KD-26-0000012',
    };
    const schedule = await adapter.scheduleCollections(input);
    expect(schedule.totalPence).toBe(12005);
    expect((await adapter.scheduleCollections(input)).id).toBe(schedule.id);
    const collections = await adapter.collectionsOf(schedule.id);
    expect(collections.map((c) => [c.chargeDate, c.amountPence, c.status, c.mandateId])).toEqual([
      ['2027-06-01', 6006, 'scheduled', mandate.id],
      ['2027-07-01', 5999, 'scheduled', mandate.id],
    ]);
    await adapter.stopSchedule(schedule.id);
    expect((await adapter.collection(collections[1]!.id)).status).toBe('cancelled');
    await adapter.stopMandate(mandate.id);
    expect((await adapter.mandate(mandate.id)).status).toBe('cancelled');
  });

  it('turns GoCardless’s refusals into a DirectDebitProviderError with the reason', async () => {
    const adapter = createGocardlessAdapter(options);
    const error = await adapter.getMandate('MD0000NOTHERE').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DirectDebitProviderError);
    expect(error).toMatchObject({ status: 404, reason: 'resource_not_found' });
    const wrongToken = createGocardlessAdapter({ ...options, accessToken: 'nope' });
    await expect(wrongToken.getMandate('MD1')).rejects.toMatchObject({ status: 401 });
  });

  it('says plainly when GoCardless cannot be reached', async () => {
    const down = createGocardlessAdapter({ ...options, apiBase: 'http://127.0.0.1:9/gocardless', timeoutMs: 300 });
    await expect(down.getMandate('MD1')).rejects.toMatchObject({
      status: null,
      message: 'GoCardless could not be reached',
    });
  });

  it('accepts the emulator’s signed webhook and refuses a tampered or unsigned one', async () => {
    const { adapter, mandateId } = await mandate();
    const { events } = await control<{ events: { id: string }[] }>(`/events?resource=${mandateId}`);
    const signed = await control<{ body: string; headers: Record<string, string> }>('/webhooks/sign', {
      ids: events.map((e) => e.id),
    });
    const parsed = adapter.parseWebhook(signed.body, signed.headers['webhook-signature']);
    expect(parsed.map((e) => e.id)).toEqual(events.map((e) => e.id));
    expect(() =>
      adapter.parseWebhook(signed.body.replace('mandates', 'payments'), signed.headers['webhook-signature']),
    ).toThrow(InvalidWebhookSignatureError);
    expect(() => adapter.parseWebhook(signed.body, undefined)).toThrow(InvalidWebhookSignatureError);
    const other = createHmac('sha256', 'another secret').update(signed.body).digest('hex');
    expect(() => adapter.parseWebhook(signed.body, other)).toThrow(InvalidWebhookSignatureError);
  });
});
