import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './helpers';

// Two instances of the app sharing one Redis, as in production behind a load balancer.
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
let first: TestContext;
let second: TestContext;
beforeAll(async () => {
  [first, second] = await Promise.all([
    createTestApp({ OUTBOX_POLL_MS: '0', REDIS_URL }),
    createTestApp({ OUTBOX_POLL_MS: '0', REDIS_URL }),
  ]);
});
afterAll(async () => {
  await Promise.all([first.close(), second.close()]);
});

const fallbacks = () => (first.app.limiterHealth?.fallbacks ?? 0) + (second.app.limiterHealth?.fallbacks ?? 0);

/** Ten failed logins through each instance from one new address, then one more through each. */
async function loginRound(): Promise<number[]> {
  const remoteAddress = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(256)}`;
  let n = 0;
  // A new e-mail each time, so only the per-address limit is reached.
  const attempt = async (ctx: TestContext) =>
    (
      await ctx.app.inject({
        method: 'POST',
        url: '/api/user/login',
        remoteAddress,
        payload: { email: `nobody.${remoteAddress}.${(n += 1)}@example.com`, password: 'a guess' },
      })
    ).statusCode;
  const statuses: number[] = [];
  for (let i = 0; i < 10; i += 1) statuses.push(await attempt(first), await attempt(second));
  statuses.push(await attempt(first), await attempt(second));
  return statuses;
}

describe('rate limits with REDIS_URL', () => {
  it('count login attempts from one address across instances', async () => {
    // A fresh address each round: Redis keeps the counts for 15 minutes. A round in which an
    // instance lost Redis (it then counts in its own memory, by design) proves nothing about
    // sharing, so it is run again; on a healthy Redis the first round decides.
    for (let round = 1; ; round += 1) {
      const before = fallbacks();
      const statuses = await loginRound();
      if (fallbacks() !== before && round < 3) continue;
      expect(fallbacks(), 'an instance could not reach Redis during the round').toBe(before);
      expect(statuses).toEqual([...Array<number>(20).fill(400), 429, 429]);
      break;
    }
  });

  it('count route limits (enquiries) across instances', async () => {
    const remoteAddress = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(256)}`;
    const enquiry = (ctx: TestContext) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/enquiry',
        remoteAddress,
        payload: { fullname: 'Sam Lee', email: 'sam@example.com', message: 'Hello' },
      });
    const answers = [];
    for (let i = 0; i < 3; i += 1) answers.push((await enquiry(first)).statusCode, (await enquiry(second)).statusCode);
    expect(answers).toEqual([201, 201, 201, 201, 201, 429]);
  });
});
