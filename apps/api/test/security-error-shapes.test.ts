import { type AddressInfo, connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, registerGuest } from './accounts-helpers';
import { createTestApp, type TestContext } from './helpers';
import { uploadPicture } from './picture-helpers';

let ctx: TestContext;
let port: number;
beforeAll(async () => {
  ctx = await createTestApp();
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  port = (ctx.app.server.address() as AddressInfo).port;
});
afterAll(() => ctx.close());

/** A raw HTTP/1.1 exchange, for what Node's parser refuses before Fastify sees a request. */
function rawRequest(request: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('error', () => {});
    socket.on('close', () => {
      const [head = '', body = ''] = answer.split('\r\n\r\n');
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1]);
      if (Number.isNaN(status)) reject(new Error(`no answer: ${answer}`));
      else resolve({ status, body });
    });
    socket.write(request);
  });
}

const errorShape = { error: { code: expect.any(String), message: expect.any(String) } };

describe('errors in one shape from every layer', () => {
  it('431 for over-long headers comes in our error body, not Fastify’s', async () => {
    const res = await rawRequest(`GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
    expect(res.status).toBe(431);
    expect(JSON.parse(res.body)).toEqual({
      error: { code: 'BAD_REQUEST', message: 'The request headers are too large.' },
    });
  });

  it('a malformed request line is a 400 in our error body', async () => {
    const res = await rawRequest('GARBAGE\r\n\r\n');
    expect(res.status).toBe(400);
    expect(JSON.parse(res.body)).toMatchObject(errorShape);
  });

  it('400, 401, 403, 404, 413, 414, 415 and 429 all answer { error: { code, message } }', async () => {
    const customer = await registerGuest(ctx);
    const cases = [
      [400, { method: 'POST', url: '/api/enquiry', payload: '{bad', headers: { 'content-type': 'application/json' } }],
      [401, { method: 'GET', url: '/api/user/profile' }],
      [403, { method: 'GET', url: '/api/admin/me', token: customer.token }],
      [404, { method: 'GET', url: '/api/nothing' }],
      [
        413,
        {
          method: 'POST',
          url: '/api/enquiry',
          payload: JSON.stringify({ message: 'x'.repeat(1_100_000) }),
          headers: { 'content-type': 'application/json' },
        },
      ],
      [414, { method: 'GET', url: `/api/warranty/my-warranty/${'9'.repeat(400)}` }],
      [415, { method: 'POST', url: '/api/enquiry', payload: 'hello', headers: { 'content-type': 'text/plain' } }],
    ] as const;
    for (const [status, request] of cases) {
      const res = await call(ctx, request);
      expect(res.statusCode, request.url).toBe(status);
      expect(res.json(), request.url).toMatchObject(errorShape);
    }
    let limited = null;
    for (let attempt = 0; attempt < 30 && !limited; attempt += 1) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/enquiry',
        remoteAddress: '10.9.9.9',
        payload: { fullname: 'Ann Lee', email: 'ann@example.com', message: 'Hello' },
      });
      if (res.statusCode === 429) limited = res;
    }
    expect(limited?.json()).toMatchObject(errorShape);
    expect(Number(limited?.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('serves a profile picture with Cache-Control: no-store', async () => {
    const customer = await registerGuest(ctx);
    const url = await uploadPicture(ctx, customer.token);
    const res = await call(ctx, { method: 'GET', url, token: customer.token });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
  });
});
