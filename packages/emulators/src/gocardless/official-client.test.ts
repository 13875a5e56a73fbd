import { createHmac } from 'node:crypto';
import {
  AuthenticationError,
  Environments,
  GoCardlessClient,
  InvalidApiUsageError,
  InvalidSignatureError,
  InvalidStateError,
  ValidationFailedError,
  parse,
} from 'gocardless-nodejs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulatorServer } from '../server';
import { GOCARDLESS_DEMO_ACCESS_TOKEN, GOCARDLESS_DEMO_WEBHOOK_SECRET } from './plugin';

/*
 * GoCardless's own Node client (gocardless-nodejs) driven against the emulator over HTTP, through
 * every call it offers on the resources we use. The client hard-codes its two base URLs and has no
 * option for another (CONTRACTS §7), so the test points its one private base URL at the emulator;
 * everything else — headers, envelopes, Idempotency-Key, the 409 that fetches the resource already
 * made, error classes, pagination — is the client's own code.
 */
let emulator: Awaited<ReturnType<typeof startEmulatorServer>>;
let base: string;

function clientFor(token: string): GoCardlessClient {
  const client = new GoCardlessClient(token, Environments.Sandbox, {});
  const api = (client as unknown as { _api: Record<string, unknown> })._api;
  api._baseUrl = base;
  return client;
}
let client: GoCardlessClient;

async function control<T>(path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${base}/__control${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    ...(body !== undefined ? { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) } : {}),
  });
  return (await response.json()) as T;
}

beforeAll(async () => {
  emulator = await startEmulatorServer({ gocardless: { today: '2026-11-26' } });
  base = `${emulator.baseUrl}/gocardless`;
  client = clientFor(GOCARDLESS_DEMO_ACCESS_TOKEN);
});
afterAll(() => emulator.close());

/** A customer, a bank account and a mandate made through the API (no hosted page). */
async function mandateByApi(suffix: string) {
  const customer = await client.customers.create(
    { given_name: 'Alex', family_name: 'Driver', email: `alex.${suffix}@example.com`, metadata: { ours: suffix } },
    `customer-${suffix}`,
  );
  const account = await client.customerBankAccounts.create({
    account_holder_name: 'ALEX DRIVER',
    account_number: '55779911',
    branch_code: '200000',
    country_code: 'GB',
    links: { customer: customer.id! },
  });
  const mandate = await client.mandates.create({ scheme: 'bacs', links: { customer_bank_account: account.id! } });
  return { customer, account, mandate };
}

describe('gocardless-nodejs against the emulator: billing requests and flows', () => {
  it('creates, collects, confirms and fulfils a billing request, and lists and finds it', async () => {
    const created = await client.billingRequests.create(
      { mandate_request: { scheme: 'bacs', currency: 'GBP' }, metadata: { order_id: 'o-1' } },
      'billing-request-o-1',
    );
    expect(created).toMatchObject({ status: 'pending', metadata: { order_id: 'o-1' } });
    expect((created.__response__ as { statusCode: number }).statusCode).toBe(201);
    // The same Idempotency-Key: the client follows the 409 to the request already made.
    const again = await client.billingRequests.create(
      { mandate_request: { scheme: 'bacs', currency: 'GBP' }, metadata: { order_id: 'o-1' } },
      'billing-request-o-1',
    );
    expect(again.id).toBe(created.id);

    const flow = await client.billingRequestFlows.create({
      redirect_uri: 'https://shop.example.com/return',
      exit_uri: 'https://shop.example.com/checkout',
      links: { billing_request: created.id },
      prefilled_customer: { given_name: 'Alex', family_name: 'Driver', email: 'alex@example.com' },
    });
    expect(flow.authorisation_url).toBe(`${base}/flow/${flow.id}`);
    expect((await client.billingRequestFlows.initialise(flow.id)).session_token).toMatch(/^sesh_/);

    await client.billingRequests.collectCustomerDetails(created.id, {
      customer: { given_name: 'Alex', family_name: 'Driver', email: 'alex@example.com' },
      customer_billing_detail: { address_line1: '1 High Street', city: 'Leeds', postal_code: 'LS1 1AA' },
    });
    const collected = await client.billingRequests.collectBankAccount(created.id, {
      account_holder_name: 'ALEX DRIVER',
      account_number: '55779911',
      branch_code: '200000',
      country_code: 'GB',
    });
    expect(collected.status).toBe('ready_to_fulfil');
    await client.billingRequests.confirmPayerDetails(created.id, {});
    const fulfilled = await client.billingRequests.fulfil(created.id, {});
    expect(fulfilled.status).toBe('fulfilled');
    expect(fulfilled.links?.mandate_request_mandate).toMatch(/^MD/);
    // A fulfilled request takes no more actions.
    await expect(client.billingRequests.notify(created.id, { notification_type: 'email' })).rejects.toBeInstanceOf(
      InvalidStateError,
    );

    const found = await client.billingRequests.find(created.id);
    expect(found.links?.customer).toBe(fulfilled.links?.customer);
    const listed = await client.billingRequests.list({ status: 'fulfilled' });
    expect(listed.billing_requests.map((r) => r.id)).toContain(created.id);
    expect(listed.meta).toMatchObject({ cursors: { before: null, after: null }, limit: 50 });
  });

  it('cancels a billing request, and refuses actions on it after that', async () => {
    const created = await client.billingRequests.create({ mandate_request: { currency: 'GBP' } });
    expect((await client.billingRequests.chooseCurrency(created.id, { currency: 'GBP' })).status).toBe('pending');
    await expect(client.billingRequests.fallback(created.id)).rejects.toBeInstanceOf(InvalidStateError);
    await expect(client.billingRequests.fulfil(created.id, {})).rejects.toBeInstanceOf(InvalidStateError);
    expect((await client.billingRequests.cancel(created.id, {})).status).toBe('cancelled');
    await expect(
      client.billingRequests.selectInstitution(created.id, { institution: 'x', country_code: 'GB' }),
    ).rejects.toBeInstanceOf(InvalidStateError);
  });
});

describe('gocardless-nodejs against the emulator: customers, bank accounts and mandates', () => {
  it('creates, finds, lists, updates and removes customers', async () => {
    const { customer } = await mandateByApi('c1');
    expect(customer).toMatchObject({ given_name: 'Alex', country_code: 'GB', metadata: { ours: 'c1' } });
    expect((await client.customers.find(customer.id!)).email).toBe('alex.c1@example.com');
    const updated = await client.customers.update(customer.id!, { city: 'York' });
    expect(updated.city).toBe('York');
    expect((await client.customers.list({})).customers.map((c) => c.id)).toContain(customer.id);
    await client.customers.remove(customer.id!);
    await expect(client.customers.find(customer.id!)).rejects.toBeInstanceOf(InvalidApiUsageError);
  });

  it('creates, finds, lists, updates and disables bank accounts', async () => {
    const { customer, account, mandate } = await mandateByApi('b1');
    expect(account).toMatchObject({ account_number_ending: '11', enabled: true, links: { customer: customer.id } });
    expect((await client.customerBankAccounts.find(account.id!)).currency).toBe('GBP');
    const listed = await client.customerBankAccounts.list({ customer: customer.id! });
    expect(listed.customer_bank_accounts.map((a) => a.id)).toEqual([account.id]);
    expect((await client.customerBankAccounts.update(account.id!, { metadata: { k: 'v' } })).metadata).toEqual({
      k: 'v',
    });
    expect((await client.customerBankAccounts.disable(account.id!)).enabled).toBe(false);
    expect((await client.mandates.find(mandate.id!)).status).toBe('cancelled');
  });

  it('creates, finds, lists, updates, cancels and reinstates mandates', async () => {
    const { customer, mandate } = await mandateByApi('m1');
    expect(mandate).toMatchObject({
      scheme: 'bacs',
      status: 'pending_submission',
      next_possible_charge_date: '2026-12-01',
    });
    expect((await client.mandates.list({ customer: customer.id! })).mandates.map((m) => m.id)).toEqual([mandate.id]);
    expect((await client.mandates.update(mandate.id!, { metadata: { plan: 'KW-1' } })).metadata).toEqual({
      plan: 'KW-1',
    });
    expect((await client.mandates.cancel(mandate.id!, {})).status).toBe('cancelled');
    await expect(client.mandates.cancel(mandate.id!, {})).rejects.toBeInstanceOf(InvalidStateError);
    expect((await client.mandates.reinstate(mandate.id!, {})).status).toBe('pending_submission');
  });
});

describe('gocardless-nodejs against the emulator: schedules, payments, refunds and events', () => {
  it('creates schedules both ways, once per key, and lists, finds, updates and cancels them', async () => {
    const { mandate } = await mandateByApi('s1');
    const input = {
      name: 'Warranty KW-26-0000011',
      currency: 'GBP' as const,
      total_amount: 12005,
      instalments: [
        { charge_date: '2026-12-03', amount: 6006 },
        { charge_date: '2027-01-04', amount: 5999 },
      ],
      links: { mandate: mandate.id! },
      metadata: { plan: 'KW-26-0000011' },
    };
    const dated = await client.instalmentSchedules.createWithDates(input, 'schedule-s1');
    expect((await client.instalmentSchedules.createWithDates(input, 'schedule-s1')).id).toBe(dated.id);
    const scheduled = await client.instalmentSchedules.createWithSchedule({
      name: 'Warranty KW-26-0000012',
      currency: 'GBP',
      total_amount: 12000,
      instalments: { start_date: '2026-12-10', interval_unit: 'monthly', interval: 1, amounts: [6000, 6000] },
      links: { mandate: mandate.id! },
    });
    expect(scheduled.links?.payments).toHaveLength(2);
    const listed = await client.instalmentSchedules.list({ mandate: mandate.id! });
    expect(listed.instalment_schedules.map((s) => s.id)).toEqual([dated.id, scheduled.id]);
    expect((await client.instalmentSchedules.find(dated.id!)).total_amount).toBe(12005);
    expect((await client.instalmentSchedules.update(dated.id!, { metadata: { x: 'y' } })).metadata).toEqual({ x: 'y' });
    expect((await client.instalmentSchedules.cancel(scheduled.id!)).status).toBe('cancelled');
    await expect(client.instalmentSchedules.cancel(scheduled.id!)).rejects.toBeInstanceOf(InvalidStateError);
  });

  it('creates, lists, finds, updates, cancels, fails, retries and refunds payments', async () => {
    const { mandate } = await mandateByApi('p1');
    const create = (chargeDate: string, amount: number) =>
      client.payments.create({
        amount,
        currency: 'GBP',
        charge_date: chargeDate,
        links: { mandate: mandate.id! },
        metadata: { ours: chargeDate },
      });
    const first = await create('2026-12-01', 6006);
    const second = await create('2026-12-08', 5999);
    const third = await create('2026-12-15', 5999);
    expect(first).toMatchObject({ status: 'pending_submission', amount: 6006, scheme: 'bacs' });
    expect((await client.payments.update(third.id!, { metadata: { k: 'v' } })).metadata).toEqual({ k: 'v' });
    expect((await client.payments.cancel(third.id!, {})).status).toBe('cancelled');

    await control('/clock', { to: '2026-12-01' });
    expect((await client.payments.find(first.id!)).status).toBe('confirmed');
    await expect(client.payments.cancel(first.id!, {})).rejects.toBeInstanceOf(InvalidStateError);
    await control(`/payments/${second.id}/fail`, { cause: 'insufficient_funds' });
    await control('/clock', { to: '2026-12-08' });
    expect((await client.payments.find(second.id!)).status).toBe('failed');
    expect((await client.payments.retry(second.id!, {})).status).toBe('pending_submission');

    const all: string[] = [];
    for await (const payment of client.payments.all({ mandate: mandate.id!, limit: 2 })) all.push(payment.id!);
    expect(all).toEqual([first.id, second.id, third.id]);

    const refund = await client.refunds.create(
      { amount: 1000, total_amount_confirmation: 1000, links: { payment: first.id! } },
      'refund-p1',
    );
    expect(refund).toMatchObject({ amount: 1000, currency: 'GBP', links: { payment: first.id } });
    expect((await client.refunds.create({} as never, 'refund-p1')).id).toBe(refund.id);
    expect((await client.refunds.find(refund.id!)).status).toBe('submitted');
    expect((await client.refunds.list({ payment: first.id! })).refunds.map((r) => r.id)).toEqual([refund.id]);
    expect((await client.refunds.update(refund.id!, { metadata: { why: 'test' } })).metadata).toEqual({ why: 'test' });
    await expect(
      client.refunds.create({ amount: 10_000, total_amount_confirmation: 11_000, links: { payment: first.id! } }),
    ).rejects.toBeInstanceOf(InvalidStateError);
  });

  it('lists events by resource, a page at a time, and finds one', async () => {
    const { mandate } = await mandateByApi('e1');
    await client.mandates.cancel(mandate.id!, {});
    const page = await client.events.list({ mandate: mandate.id!, limit: 1 });
    expect(page.events).toHaveLength(1);
    expect(page.meta.cursors?.after).toBe(page.events[0]!.id);
    const actions: string[] = [];
    for await (const event of client.events.all({ mandate: mandate.id!, limit: 1 })) actions.push(event.action!);
    expect(actions).toEqual(['created', 'cancelled']);
    const found = await client.events.find(page.events[0]!.id!);
    expect(found).toMatchObject({ resource_type: 'mandates', links: { mandate: mandate.id } });
  });
});

describe('gocardless-nodejs against the emulator: errors and webhooks', () => {
  it('raises the client’s own error classes: 401 before 404, 404, 422 validation', async () => {
    const stranger = clientFor('not-a-token');
    const unauthorised = await stranger.mandates.find('MD000NOTHERE').catch((e: unknown) => e);
    expect(unauthorised).toBeInstanceOf(AuthenticationError);
    expect(unauthorised).toMatchObject({ code: 401, errors: [{ reason: 'access_token_not_active' }] });
    expect((unauthorised as AuthenticationError).requestId).toMatch(/^[0-9a-f-]{36}$/);

    const missing = await client.mandates.find('MD000NOTHERE').catch((e: unknown) => e);
    expect(missing).toBeInstanceOf(InvalidApiUsageError);
    expect(missing).toMatchObject({ code: 404, errors: [{ reason: 'resource_not_found' }] });

    const invalid = await client.customers.create({ email: 'not an address' }).catch((e: unknown) => e);
    expect(invalid).toBeInstanceOf(ValidationFailedError);
    expect((invalid as ValidationFailedError).errors.map((e) => e.field)).toContain('email');
  });

  it('parses the emulator’s signed webhook with the client’s parse, and refuses a wrong signature', async () => {
    const { mandate } = await mandateByApi('w1');
    const { events } = await control<{ events: { id: string }[] }>(`/events?resource=${mandate.id}`);
    const signed = await control<{ body: string; headers: Record<string, string> }>('/webhooks/sign', {
      ids: events.map((e) => e.id),
    });
    const parsed = parse(signed.body, GOCARDLESS_DEMO_WEBHOOK_SECRET, signed.headers['webhook-signature']!);
    expect(parsed.map((e) => e.id)).toEqual(events.map((e) => e.id));
    const forged = createHmac('sha256', 'another secret').update(signed.body).digest('hex');
    expect(() => parse(signed.body, GOCARDLESS_DEMO_WEBHOOK_SECRET, forged)).toThrow(InvalidSignatureError);
  });
});
