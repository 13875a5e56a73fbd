import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './helpers';

let ctx: TestContext;
beforeAll(async () => (ctx = await createTestApp()));
afterAll(() => ctx.close());

const gocardless = {
  authorization: 'Bearer kestrel-demo-gocardless-token',
  'gocardless-version': '2015-07-06',
  'content-type': 'application/json',
};

describe("the demo's emulators, mounted on the site", () => {
  // The server calls its emulators on 127.0.0.1; the buyer may browse http://localhost:3000. A
  // bank-details page on 127.0.0.1 would send its form back to the site's origin, which the
  // page's `form-action 'self'` refuses: the monthly purchase would stop there.
  it("sends the buyer to GoCardless's bank-details page on the origin they are browsing", async () => {
    const made = await ctx.app.inject({
      method: 'POST',
      url: '/__emulators/gocardless/billing_requests',
      headers: { ...gocardless, 'idempotency-key': 'demo-emulators-1' },
      payload: { billing_requests: { mandate_request: { scheme: 'bacs', currency: 'GBP' } } },
    });
    expect(made.statusCode).toBe(201);
    const flow = await ctx.app.inject({
      method: 'POST',
      url: '/__emulators/gocardless/billing_request_flows',
      headers: { ...gocardless, host: '127.0.0.1:3000' },
      payload: {
        billing_request_flows: {
          redirect_uri: 'http://localhost:3000/purchase/direct-debit/return',
          links: { billing_request: made.json<{ billing_requests: { id: string } }>().billing_requests.id },
        },
      },
    });
    expect(flow.statusCode).toBe(201);
    const url = flow.json<{ billing_request_flows: { authorisation_url: string } }>().billing_request_flows
      .authorisation_url;
    expect(url).toMatch(/^\/__emulators\/gocardless\/flow\/BRF/);
    expect((await ctx.app.inject({ method: 'GET', url })).statusCode).toBe(200);
  });
});
