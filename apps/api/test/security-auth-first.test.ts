import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from './accounts-helpers';
import { createTestApp, type TestContext } from './helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const someId = '00000000-0000-4000-8000-000000000000';

describe('authentication runs before the body is parsed or validated', () => {
  it('the routes the attacker named answer 401, not 400 with the fields', async () => {
    for (const [method, url] of [
      ['PUT', '/api/user/update-profile'],
      ['PUT', '/api/user/update-password'],
      ['POST', '/api/warranty/create-paypal-order'],
      ['POST', '/api/warranty/capture-paypal-payment'],
    ] as const) {
      const res = await call(ctx, { method, url, payload: {} });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
      expect(res.json().error.fields, `${method} ${url}`).toBeUndefined();
    }
  });

  it('every signed-in route answers 401 to an empty, a malformed and a wrongly typed body', async () => {
    const routes = ctx.app.userRoutes;
    expect(routes.length).toBeGreaterThanOrEqual(15);
    for (const route of routes) {
      const url = route.url.replace(/:(\w+)/g, someId);
      const method = route.method as 'GET' | 'POST' | 'PUT' | 'DELETE';
      const bodies =
        method === 'GET'
          ? [{}]
          : [
              { payload: {} },
              { payload: '{"broken', headers: { 'content-type': 'application/json' } },
              { payload: 'plain words', headers: { 'content-type': 'text/plain' } },
            ];
      for (const body of bodies) {
        const res = await call(ctx, { method, url, ...body });
        expect(res.statusCode, `${method} ${url}`).toBe(401);
        expect(res.json().error.code).toBe('UNAUTHORISED');
      }
    }
  });
});
