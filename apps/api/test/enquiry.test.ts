import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ukDateTime } from '@kestrel/domain/uk/london-date';
import { enquiries, outboxEmails } from '../src/db/schema';
import { createTestApp, type TestContext } from './helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({
    OUTBOX_POLL_MS: '0',
    STAFF_EMAIL: 'staff@kestrel.test',
    BASE_URL: 'https://kestrel.test',
  });
});
afterAll(() => ctx.close());
beforeEach(async () => {
  await ctx.database.db.delete(outboxEmails);
  await ctx.database.db.delete(enquiries);
});

const valid = { fullname: 'Priya Shah', email: 'priya.shah@example.co.uk', message: 'Can I use my own garage?' };
let client = 0;
/** Each call comes from its own address, so the rate limit only counts where a test means it to. */
const post = (payload: unknown, headers: Record<string, string> = {}) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/enquiry',
    payload: payload as object,
    remoteAddress: `10.0.0.${(client += 1)}`,
    headers,
  });

describe('POST /api/enquiry', () => {
  it('answers 201, stores the enquiry and queues both e-mails', async () => {
    const res = await post({ ...valid, fullname: '  Priya Shah ' });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.message).toBe('Message sent Successfully');
    const rows = await ctx.database.db.select().from(enquiries);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: body.enquiry._id, fullname: 'Priya Shah', email: valid.email, status: 'new' });

    const emails = await ctx.database.db.select().from(outboxEmails);
    const byKind = Object.fromEntries(emails.map((e) => [e.kind, e]));
    expect(emails).toHaveLength(2);
    expect(byKind['enquiry-received']).toMatchObject({
      toAddress: valid.email,
      subject: "We've received your message | Kestrel Warranties",
      status: 'pending',
      attempts: 0,
      htmlBody: null,
    });
    expect(byKind['enquiry-received']?.textBody).toContain('Dear Priya Shah,');
    expect(byKind['enquiry-received']?.textBody).toContain('within one working day');
    expect(byKind['enquiry-received']?.textBody).toContain('Mon-Fri 8:00am-5:00pm');
    expect(byKind['enquiry-received']?.textBody).toContain(valid.message);
    expect(byKind['enquiry-notice']).toMatchObject({
      toAddress: 'staff@kestrel.test',
      subject: 'New enquiry from Priya Shah',
      status: 'pending',
      htmlBody: null,
    });
    const notice = byKind['enquiry-notice']?.textBody;
    expect(notice).toContain(`E-mail: ${valid.email}`);
    expect(notice).toContain(valid.message);
    expect(notice).toContain(`Received: ${ukDateTime(rows[0]!.createdAt)}`);
    // The enquiry's id is internal: no UUID in the notice, nor in the acknowledgement.
    const uuid = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;
    expect(notice).not.toMatch(uuid);
    expect(byKind['enquiry-notice']?.subject).not.toMatch(uuid);
    expect(byKind['enquiry-received']?.textBody).not.toMatch(uuid);
    expect(notice).toContain('https://kestrel.test/admin/enquiries');
  });

  it('stores nothing and queues nothing when any part of the transaction fails', async () => {
    // The enquiry and the acknowledgement are written before the staff notice fails.
    await ctx.database.db.execute(
      sql`alter table outbox_emails add constraint refuse_notice check (kind <> 'enquiry-notice')`,
    );
    try {
      const res = await post(valid);
      expect(res.statusCode).toBe(500);
      expect(res.json().error.code).toBe('INTERNAL_ERROR');
    } finally {
      await ctx.database.db.execute(sql`alter table outbox_emails drop constraint refuse_notice`);
    }
    expect(await ctx.database.db.select().from(enquiries)).toHaveLength(0);
    expect(await ctx.database.db.select().from(outboxEmails)).toHaveLength(0);
  });

  it('refuses a name with line breaks (a header injection) at the door, and queues nothing', async () => {
    const res = await post({ ...valid, fullname: 'Priya\r\nBcc: victim@example.com' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ fullname: 'Keep this on one line (no tabs or line breaks)' });
    const notices = await ctx.database.db.select().from(outboxEmails).where(eq(outboxEmails.kind, 'enquiry-notice'));
    expect(notices.filter((notice) => notice.subject.includes('victim'))).toEqual([]);
  });

  it.each([
    ['fullname missing', { email: valid.email, message: valid.message }, 'fullname', 'Enter your full name'],
    ['email missing', { fullname: valid.fullname, message: valid.message }, 'email', 'Enter your email address'],
    ['message missing', { fullname: valid.fullname, email: valid.email }, 'message', 'Enter your message'],
    ['empty name', { ...valid, fullname: '   ' }, 'fullname', 'Enter your full name'],
    ['empty email', { ...valid, email: '' }, 'email', 'Enter your email address'],
    ['empty message', { ...valid, message: '' }, 'message', 'Enter your message'],
    ['invalid email', { ...valid, email: 'priya@' }, 'email', 'Enter a valid email address'],
    ['long name', { ...valid, fullname: 'x'.repeat(101) }, 'fullname', 'Your name must be 100 characters or fewer'],
    [
      'long email',
      { ...valid, email: `${'x'.repeat(250)}@example.co.uk` },
      'email',
      'Your email address must be 254 characters or fewer',
    ],
    [
      'long message',
      { ...valid, message: 'x'.repeat(2001) },
      'message',
      'Your message must be 2,000 characters or fewer',
    ],
    ['name not a string', { ...valid, fullname: 42 }, 'fullname', 'Enter your full name'],
  ])('answers 400 for %s, naming the field, and stores nothing', async (_label, payload, field, message) => {
    const res = await post(payload);
    expect(res.statusCode).toBe(400);
    const { error } = res.json();
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.fields[field]).toBe(message);
    expect(await ctx.database.db.select().from(enquiries)).toHaveLength(0);
    expect(await ctx.database.db.select().from(outboxEmails)).toHaveLength(0);
  });

  it('answers 400 for an unknown extra property, naming it', async () => {
    const res = await post({ ...valid, status: 'answered' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'An enquiry has no field called status',
      fields: { body: 'An enquiry has no field called status' },
    });
    expect(await ctx.database.db.select().from(enquiries)).toHaveLength(0);
  });

  it('answers 400 for a body that is not an object', async () => {
    const res = await post([valid]);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'Send your full name, email address and message',
    });
  });

  it('answers 415 for a text/plain body and 400 for malformed JSON', async () => {
    const text = await post('fullname=Priya', { 'content-type': 'text/plain' });
    expect(text.statusCode).toBe(415);
    expect(text.json().error).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE', message: expect.any(String) });
    const broken = await post('{"fullname":', { 'content-type': 'application/json' });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().error).toMatchObject({ code: 'BAD_REQUEST', message: expect.any(String) });
    expect(await ctx.database.db.select().from(enquiries)).toHaveLength(0);
  });

  it('answers 429 with the error body after 5 enquiries from one client in 10 minutes', async () => {
    const from = { remoteAddress: '192.0.2.77' };
    const send = () => ctx.app.inject({ method: 'POST', url: '/api/enquiry', payload: valid, ...from });
    for (let i = 0; i < 5; i += 1) expect((await send()).statusCode).toBe(201);
    const limited = await send();
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error).toMatchObject({ code: 'RATE_LIMITED' });
    expect(limited.json().error.message).toMatch(/Too many requests/);
  });
});
