import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_LIMITS } from '../src/modules/accounts/login';
import { createTestApp, type TestContext } from './helpers';

/**
 * With Redis unreachable, logins, quotes and enquiries once answered 500 while /readyz said
 * 200. Now the limits count per process (still limits), /readyz says `redis: degraded` and stays
 * 200, and /metrics counts the fallbacks.
 */
let ctx: TestContext;
beforeAll(async () => {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  const port = typeof address === 'object' && address ? address.port : 1;
  ctx = await createTestApp({ OUTBOX_POLL_MS: '0', REDIS_URL: `redis://127.0.0.1:${port}` });
});
afterAll(() => ctx.close());

describe('Redis unreachable', () => {
  it('logins answer as usual and are still limited, per process', async () => {
    const remoteAddress = '10.27.0.1';
    const statuses: number[] = [];
    for (let i = 0; i <= LOGIN_LIMITS.perAddress.max; i += 1) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/user/login',
        remoteAddress,
        payload: { email: `nobody.${i}@example.com`, password: 'a guess' },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([...Array<number>(LOGIN_LIMITS.perAddress.max).fill(400), 429]);
  });

  it('route limits (enquiries) still hold, per process', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/enquiry',
        remoteAddress: '10.27.0.2',
        payload: { fullname: 'Sam Lee', email: 'sam@example.com', message: 'Hello' },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  });

  it('quotes answer', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/level/plan/?engineSize=1995&bhp=148&driveType=2WD&mileage=60000&dateFirstReg=2021-01-01',
    });
    expect(res.statusCode).toBe(200);
  });

  it('/readyz stays 200 and says redis: degraded; /metrics counts the fallbacks', async () => {
    const ready = await ctx.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready', redis: 'degraded' });
    const metrics = (await ctx.app.inject({ method: 'GET', url: '/metrics' })).body;
    expect(metrics).toContain('kestrel_redis_degraded 1');
    const fallbacks = Number(/kestrel_rate_limit_fallbacks_total (\d+)/.exec(metrics)?.[1]);
    expect(fallbacks).toBeGreaterThanOrEqual(LOGIN_LIMITS.perAddress.max + 6);
  });
});
