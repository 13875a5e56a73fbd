import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withQuery } from './checkout-routes';
import { BASE, control, createOrder, orderBody, paypal, paypalWithToken } from './test-support';

let app: FastifyInstance;
let token: string;

beforeAll(async () => ({ app, token } = await paypalWithToken()));
afterAll(() => app.close());

const open = (id: string) => app.inject(`${BASE}/checkoutnow?token=${id}`);
const choose = (action: 'pay' | 'cancel', id: string) =>
  app.inject({
    method: 'POST',
    url: `${BASE}/checkoutnow/${action}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ token: id }).toString(),
  });

describe("the buyer's approval page", () => {
  it('shows the merchant and the amount, with two labelled buttons in forms, and nothing inline', async () => {
    const id = await createOrder(app, token);
    const response = await open(id);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    const html = response.body;
    expect(html).toContain('<html lang="en-GB">');
    expect(html).toMatch(/<title>Pay £349\.00 to Kestrel Warranties – PayPal \(emulator\)<\/title>/);
    expect(html).toContain('<main');
    expect(html).toContain('<h1>Pay with PayPal</h1>');
    expect(html).toContain('PayPal (emulator)');
    expect(html).toContain('£349.00');
    expect(html).toContain('<button type="submit" class="pay">Pay now</button>');
    expect(html).toContain('<button type="submit" class="cancel">Cancel and return to merchant</button>');
    expect(html).toContain(`<form method="post" action="${BASE}/checkoutnow/pay">`);
    expect(html).not.toMatch(/<script|<style|\sstyle=|\son[a-z]+=/i);
    const href = /<link rel="stylesheet" href="([^"]+)">/.exec(html)?.[1];
    expect(href).toBe(`${BASE}/static/checkout.css`);
    const css = await app.inject(href!);
    expect(css.statusCode).toBe(200);
    expect(css.headers['content-type']).toBe('text/css; charset=utf-8');
  });

  it('escapes what the merchant sent', async () => {
    const body = orderBody();
    body.purchase_units[0]!.description = '<img src=x onerror=alert(1)>';
    const html = (await open(await createOrder(app, token, body))).body;
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).not.toContain('<img');
  });

  it('Pay now approves the order and sends the buyer back with token and PayerID', async () => {
    const id = await createOrder(app, token);
    const response = await choose('pay', id);
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(
      `https://shop.example.com/checkout/return?token=${id}&PayerID=KESTRELBUYER1`,
    );
    const order = await paypal(app, token, 'GET', `/v2/checkout/orders/${id}`);
    expect(order.json()).toMatchObject({ status: 'APPROVED', payer: { payer_id: 'KESTRELBUYER1' } });
  });

  it('Cancel sends the buyer to the cancel URL with the token, and the order stays CREATED', async () => {
    const body = orderBody({
      payment_source: { paypal: { experience_context: { return_url: '/ok', cancel_url: '/basket?step=pay#top' } } },
    });
    const id = await createOrder(app, token, body);
    const response = await choose('cancel', id);
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(`/basket?step=pay&token=${id}#top`);
    expect((await control(app, `/orders/${id}`)).json()).toMatchObject({ order: { status: 'CREATED' } });
  });

  it('is friendly about an unknown token and about a payment already captured', async () => {
    const unknown = await open('NOSUCHORDER000000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('<h1>We cannot find this payment</h1>');
    expect((await choose('pay', 'NOSUCHORDER000000')).statusCode).toBe(404);
    const id = await createOrder(app, token);
    await control(app, `/orders/${id}/capture`, {});
    const done = await open(id);
    expect(done.body).toContain('<h1>This payment is already complete</h1>');
    expect(done.body).toContain('href="https://shop.example.com/checkout/return"');
    expect((await choose('pay', id)).body).toContain('already complete');
  });
});

describe('withQuery', () => {
  it.each([
    ['https://a.example/r', 'https://a.example/r?token=T&PayerID=P'],
    ['https://a.example/r?x=1', 'https://a.example/r?x=1&token=T&PayerID=P'],
    ['https://a.example/r?', 'https://a.example/r?token=T&PayerID=P'],
    ['/r?x=1#f', '/r?x=1&token=T&PayerID=P#f'],
  ])('%s → %s', (url, expected) => {
    expect(withQuery(url, { token: 'T', PayerID: 'P' })).toBe(expected);
  });
});
