import { desc, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { outboxEmails } from '../src/db/schema';
import type { TestContext } from './helpers';

let address = 0;
/** A new client address per call, so rate limits count only where a test means them to. */
export const nextAddress = () => `10.1.${Math.floor((address += 1) / 250)}.${address % 250}`;

export function call(ctx: TestContext, options: InjectOptions & { token?: string }) {
  const { token, headers, ...rest } = options;
  return ctx.app.inject({
    remoteAddress: nextAddress(),
    ...rest,
    headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
}

let people = 0;
export function guestDetails(overrides: Record<string, unknown> = {}) {
  people += 1;
  return {
    firstname: 'Priya',
    lastname: 'Shah',
    email: `priya.${people}.${Date.now()}@example.com`,
    mobile_no: '07911 123456',
    addr: { address: '12 High Street', city: 'Leeds', postcode: 'LS1 4DL' },
    ...overrides,
  };
}

export async function registerGuest(ctx: TestContext, overrides: Record<string, unknown> = {}) {
  const details = guestDetails(overrides);
  const res = await call(ctx, { method: 'POST', url: '/api/user/register', payload: details });
  if (res.statusCode !== 200) throw new Error(`register failed: ${res.statusCode} ${res.body}`);
  const body = res.json<{ token: string; user: { _id: string; email: string } }>();
  return { ...body, details };
}

/** The newest e-mail of a kind to an address, waiting briefly for one queued after the answer. */
export async function latestEmail(ctx: TestContext, to: string, kind: string) {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const rows = await ctx.database.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.toAddress, to))
      .orderBy(desc(outboxEmails.createdAt));
    const match = rows.find((r) => r.kind === kind);
    if (match) return match;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`no ${kind} e-mail to ${to}`);
}

export function linkToken(text: string): string {
  const match = /\/password\/reset\/([A-Za-z0-9_-]+)/.exec(text);
  if (!match?.[1]) throw new Error('no link in the e-mail');
  return match[1];
}

/** A guest who has set a password through the link of the welcome e-mail. */
export async function registerWithPassword(ctx: TestContext, password = 'correct horse battery staple') {
  const guest = await registerGuest(ctx);
  const email = await latestEmail(ctx, guest.user.email, 'welcome-set-password');
  const res = await call(ctx, {
    method: 'PUT',
    url: `/api/user/password/reset/${linkToken(email.textBody)}`,
    payload: { password, confirmPassword: password },
  });
  if (res.statusCode !== 200) throw new Error(`set password failed: ${res.body}`);
  return { email: guest.user.email, password, userId: guest.user._id };
}

export async function login(ctx: TestContext, email: string, password: string) {
  const res = await call(ctx, { method: 'POST', url: '/api/user/login', payload: { email, password } });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.body}`);
  return res.json<{ token: string; user: { _id: string } }>();
}
