import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SignIn } from '@kestrel/domain/schemas/privacy';
import { call } from './accounts-helpers';
import { createTestApp, type TestContext } from './helpers';
import { distinctCustomer } from './privacy-helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

async function signInFrom(email: string, password: string, agent: string) {
  const res = await call(ctx, {
    method: 'POST',
    url: '/api/user/login',
    payload: { email, password },
    headers: { 'user-agent': agent },
  });
  const { token } = res.json<{ token: string }>();
  await call(ctx, { url: '/api/user/profile', token, headers: { 'user-agent': agent } });
  return token;
}
const list = async (token: string, agent = FIREFOX) =>
  (await call(ctx, { url: '/api/privacy/sessions', token, headers: { 'user-agent': agent } })).json<{
    sessions: SignIn[];
  }>().sessions;

describe('the list of sign-ins, and signing out of one device', () => {
  it('lists each live sign-in by its device, marks this one, and ends another on request', async () => {
    const alice = await distinctCustomer(ctx);
    const laptop = await signInFrom(alice.details.email, alice.password, FIREFOX);
    const phone = await signInFrom(alice.details.email, alice.password, IPHONE);
    const shown = await list(laptop);
    expect(shown.map((s) => s.device)).toEqual(expect.arrayContaining(['Firefox on Linux', 'Safari on iPhone']));
    expect(shown.filter((s) => s.current)).toEqual([expect.objectContaining({ device: 'Firefox on Linux' })]);
    // No user-agent header or address is shown or kept, only the words.
    expect(JSON.stringify(shown)).not.toContain('Mozilla');

    const phoneSession = shown.find((s) => s.device === 'Safari on iPhone');
    const ended = await call(ctx, {
      method: 'DELETE',
      url: `/api/privacy/sessions/${phoneSession?._id}`,
      token: laptop,
    });
    expect(ended.statusCode).toBe(204);
    expect((await call(ctx, { url: '/api/user/profile', token: phone })).statusCode).toBe(401);
    expect((await call(ctx, { url: '/api/user/profile', token: laptop })).statusCode).toBe(200);
    expect((await list(laptop)).map((s) => s.device)).not.toContain('Safari on iPhone');
  });

  it('another customer’s sign-in is a 404 and stays signed in', async () => {
    const alice = await distinctCustomer(ctx);
    const bob = await distinctCustomer(ctx);
    const [bobs] = await list(bob.token);
    const res = await call(ctx, { method: 'DELETE', url: `/api/privacy/sessions/${bobs?._id}`, token: alice.token });
    expect(res.statusCode).toBe(404);
    expect((await call(ctx, { url: '/api/user/profile', token: bob.token })).statusCode).toBe(200);
  });
});
