import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASE, control, gc, gocardlessTestApp, mandateThroughFlow, scheduleOf } from './test-support';
import { validWebhookSignature, webhookSignature } from './webhooks';
import { GOCARDLESS_DEMO_WEBHOOK_SECRET } from './plugin';

let app: FastifyInstance;
beforeAll(async () => {
  app = await gocardlessTestApp({ gocardless: { today: '2026-11-26' } });
});
afterAll(() => app.close());

const payment = async (id: string) =>
  (await gc(app, 'GET', `/payments/${id}`)).json<{ payments: { status: string; charge_date: string } }>().payments;

describe('the GoCardless API', () => {
  it('answers 401 in GoCardless’s error shape without the bearer token', async () => {
    const response = await app.inject({
      method: 'GET',
      url: `${BASE}/mandates/MD123`,
      headers: { 'gocardless-version': '2015-07-06' },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({
      error: { type: 'invalid_api_usage', code: 401, errors: [{ reason: 'access_token_not_found' }] },
    });
  });

  it('checks the token first: 401 before a malformed body, and on a path it does not know', async () => {
    const malformed = await app.inject({
      method: 'POST',
      url: `${BASE}/payments`,
      headers: { 'content-type': 'application/json', 'gocardless-version': '2015-07-06' },
      payload: '{not json',
    });
    expect(malformed.statusCode).toBe(401);
    const unknown = await app.inject({ method: 'GET', url: `${BASE}/no_such_resources/X1` });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toMatchObject({ error: { errors: [{ reason: 'access_token_not_found' }] } });
    const known = await gc(app, 'GET', '/no_such_resources/X1');
    expect(known.statusCode).toBe(404);
    expect(known.json()).toMatchObject({
      error: { type: 'invalid_api_usage', errors: [{ reason: 'path_not_found' }] },
    });
    expect(known.headers['x-request-id']).toBe(known.json<{ error: { request_id: string } }>().error.request_id);
    const badJson = await gc(app, 'POST', '/payments', {
      headers: { 'content-type': 'application/json' },
      body: '{not json',
    });
    expect(badJson.statusCode).toBe(400);
    expect(badJson.json()).toMatchObject({ error: { errors: [{ reason: 'invalid_document_structure' }] } });
  });

  it('pages a list with after and before cursors', async () => {
    const { mandate } = await mandateThroughFlow(app);
    const { schedule } = await scheduleOf(app, mandate);
    const page = (query: string) =>
      gc(app, 'GET', `/payments?instalment_schedule=${schedule.id}&limit=2${query}`).then((r) =>
        r.json<{ payments: { id: string }[]; meta: { cursors: { before: string | null; after: string | null } } }>(),
      );
    const first = await page('');
    expect(first.payments.map((p) => p.id)).toEqual(schedule.links.payments.slice(0, 2));
    expect(first.meta.cursors).toEqual({ before: null, after: schedule.links.payments[1] });
    const second = await page(`&after=${first.meta.cursors.after}`);
    expect(second.payments.map((p) => p.id)).toEqual(schedule.links.payments.slice(2));
    expect(second.meta.cursors).toEqual({ before: schedule.links.payments[2], after: null });
    const back = await page(`&before=${second.meta.cursors.before}`);
    expect(back.payments.map((p) => p.id)).toEqual(schedule.links.payments.slice(0, 2));
    expect((await gc(app, 'GET', '/payments?limit=501')).statusCode).toBe(422);
  });

  it('needs the GoCardless-Version header', async () => {
    const response = await gc(app, 'GET', '/mandates/MD123', { headers: { 'gocardless-version': '' } });
    expect(response.statusCode).toBe(400);
  });

  it('refuses a malformed body with validation_failed and the field', async () => {
    const response = await gc(app, 'POST', '/billing_requests', {
      body: { billing_requests: { mandate_request: { currency: 'EUR' } } },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      error: { type: 'validation_failed', errors: [{ field: 'mandate_request.currency' }] },
    });
  });

  it('runs a billing request through the hosted page to a fulfilled request and a mandate', async () => {
    const { billingRequest, mandate } = await mandateThroughFlow(app);
    expect(mandate).toMatch(/^MD[0-9A-Z]{10}$/);
    const read = await gc(app, 'GET', `/billing_requests/${billingRequest}`);
    expect(read.json()).toMatchObject({ billing_requests: { status: 'fulfilled', metadata: { order_id: 'o-1' } } });
    const mandateRead = await gc(app, 'GET', `/mandates/${mandate}`);
    expect(mandateRead.json()).toMatchObject({
      mandates: { scheme: 'bacs', status: 'pending_submission', next_possible_charge_date: '2026-12-01' },
    });
  });

  it('creates an instalment schedule once per Idempotency-Key, with one payment an instalment', async () => {
    const { mandate } = await mandateThroughFlow(app);
    const first = await scheduleOf(app, mandate);
    expect(first.response.statusCode).toBe(201);
    expect(first.schedule.links.payments).toHaveLength(3);
    const again = await scheduleOf(app, mandate);
    expect(again.response.statusCode).toBe(409);
    expect(again.response.json()).toMatchObject({
      error: {
        type: 'invalid_state',
        errors: [{ reason: 'idempotent_creation_conflict', links: { conflicting_resource_id: first.schedule.id } }],
      },
    });
    const listed = await gc(app, 'GET', `/payments?instalment_schedule=${first.schedule.id}`);
    const amounts = listed.json<{ payments: { amount: number }[] }>().payments.map((p) => p.amount);
    expect(amounts).toEqual([6006, 5999, 5999]);
  });

  it('refuses a schedule whose amounts do not add up to the total', async () => {
    const { mandate } = await mandateThroughFlow(app);
    const response = await gc(app, 'POST', '/instalment_schedules/create_with_dates', {
      body: {
        instalment_schedules: {
          name: 'x',
          currency: 'GBP',
          total_amount: 100,
          instalments: [{ charge_date: '2026-12-10', amount: 99 }],
          links: { mandate },
        },
      },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ error: { errors: [{ field: 'total_amount' }] } });
  });
});

describe('collections on the emulator’s clock', () => {
  it('collects on the charge date, fails when asked, retries, refunds', async () => {
    const { mandate } = await mandateThroughFlow(app);
    const { schedule } = await scheduleOf(app, mandate);
    const [first, second] = schedule.links.payments as [string, string];
    const moved = await control(app, '/clock', { to: (await payment(first)).charge_date });
    expect(moved.statusCode).toBe(200);
    expect((await payment(first)).status).toBe('confirmed');

    await control(app, `/payments/${second}/fail`, { cause: 'insufficient_funds' });
    await control(app, '/clock', { to: (await payment(second)).charge_date });
    expect((await payment(second)).status).toBe('failed');
    const events = (await control(app, `/events?resource=${second}`)).json<{
      events: { action: string; details: { cause?: string } }[];
    }>().events;
    expect(events.find((e) => e.action === 'failed')?.details.cause).toBe('insufficient_funds');

    const retried = await gc(app, 'POST', `/payments/${second}/actions/retry`, { body: {} });
    expect(retried.json()).toMatchObject({ payments: { status: 'pending_submission' } });
    await control(app, '/clock', { to: (await payment(second)).charge_date });
    expect((await payment(second)).status).toBe('confirmed');

    const refund = await gc(app, 'POST', '/refunds', {
      headers: { 'idempotency-key': `refund-${first}` },
      body: { refunds: { amount: 6006, total_amount_confirmation: 6006, links: { payment: first } } },
    });
    expect(refund.statusCode).toBe(201);
    const tooMuch = await gc(app, 'POST', '/refunds', {
      body: { refunds: { amount: 1, total_amount_confirmation: 6007, links: { payment: first } } },
    });
    expect(tooMuch.statusCode).toBe(422);
  });

  it('a mandate cancelled at the bank cancels its waiting payments', async () => {
    const { mandate } = await mandateThroughFlow(app);
    const { schedule } = await scheduleOf(app, mandate);
    await control(app, `/mandates/${mandate}/cancel`, {});
    expect((await gc(app, 'GET', `/mandates/${mandate}`)).json()).toMatchObject({ mandates: { status: 'cancelled' } });
    expect((await payment(schedule.links.payments[0]!)).status).toBe('cancelled');
    const retry = await gc(app, 'POST', `/payments/${schedule.links.payments[0]!}/actions/retry`, { body: {} });
    expect(retry.statusCode).toBe(422);
  });
});

describe('the hosted bank-details page', () => {
  it('shows the Direct Debit Guarantee and checks the sort code and account number', async () => {
    const created = await gc(app, 'POST', '/billing_requests', {
      body: { billing_requests: { mandate_request: { currency: 'GBP' } } },
    });
    const id = created.json<{ billing_requests: { id: string } }>().billing_requests.id;
    const flow = await gc(app, 'POST', '/billing_request_flows', {
      body: { billing_request_flows: { redirect_uri: 'https://shop.example.com/r', links: { billing_request: id } } },
    });
    const path = new URL(
      flow.json<{ billing_request_flows: { authorisation_url: string } }>().billing_request_flows.authorisation_url,
    ).pathname;
    const page = await app.inject({ method: 'GET', url: path });
    const sendDetails = (form: string) =>
      app.inject({
        method: 'POST',
        url: path,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: form,
      });
    expect(page.body).toContain('The Direct Debit Guarantee');
    const refused = await sendDetails('name=A+B&sortCode=12345&accountNumber=1234&confirm=yes');
    expect(refused.statusCode).toBe(422);
    expect(refused.body).toContain('Enter a sort code of six digits');
    expect(refused.body).toContain('Enter an account number of eight digits');
    const accepted = await sendDetails('name=A+B&sortCode=20+00+00&accountNumber=5577+9911&confirm=yes');
    expect(accepted.statusCode).toBe(303);
    expect(accepted.headers.location).toBe('https://shop.example.com/r');
  });
});

describe('signed webhooks', () => {
  it('signs the raw body with HMAC-SHA256 in hex, and sends the same events again in any order', async () => {
    const { mandate } = await mandateThroughFlow(app);
    const events = (await control(app, `/events?resource=${mandate}`)).json<{ events: { id: string }[] }>().events;
    const ids = events.map((e) => e.id).reverse();
    const signed = (await control(app, '/webhooks/sign', { ids })).json<{
      body: string;
      headers: Record<string, string>;
    }>();
    expect(signed.headers['webhook-signature']).toBe(webhookSignature(GOCARDLESS_DEMO_WEBHOOK_SECRET, signed.body));
    expect(
      validWebhookSignature(GOCARDLESS_DEMO_WEBHOOK_SECRET, signed.body, signed.headers['webhook-signature']),
    ).toBe(true);
    expect(
      validWebhookSignature(GOCARDLESS_DEMO_WEBHOOK_SECRET, `${signed.body} `, signed.headers['webhook-signature']),
    ).toBe(false);
    const sent = JSON.parse(signed.body) as { events: { id: string }[] };
    expect(sent.events.map((e) => e.id)).toEqual(ids);
  });
});
