import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
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

let client = 0;
/** The contact form as a browser sends it with no script (docs/decisions/0007). */
const postForm = (url: string, fields: Record<string, string>) =>
  ctx.app.inject({
    method: 'POST',
    url,
    payload: new URLSearchParams(fields).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    remoteAddress: `10.1.0.${(client += 1)}`,
  });

describe('POST /contact-us (the contact form before its script arrives)', () => {
  it('stores a valid enquiry, queues both e-mails and sends the browser to /contact-us/sent', async () => {
    const res = await postForm('/contact-us', {
      fullname: ' Priya Shah ',
      email: 'priya.shah@example.co.uk',
      message: 'Can I use my own garage?',
    });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/contact-us/sent');
    const rows = await ctx.database.db.select().from(enquiries);
    expect(rows.map((r) => r.fullname)).toEqual(['Priya Shah']);
    expect(await ctx.database.db.select().from(outboxEmails)).toHaveLength(2);
  });

  it('checks it with the same schema: an invalid form stores nothing and lands on /contact-us/not-sent', async () => {
    const res = await postForm('/contact-us', { fullname: '', email: 'priya@', message: 'Hello' });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/contact-us/not-sent');
    const extra = await postForm('/contact-us', { fullname: 'A', email: 'a@example.co.uk', message: 'Hi', admin: '1' });
    expect(extra.headers.location).toBe('/contact-us/not-sent');
    expect(await ctx.database.db.select().from(enquiries)).toHaveLength(0);
  });

  it('takes form bodies on that route only: the JSON API still refuses one', async () => {
    const res = await postForm('/api/enquiry', { fullname: 'A', email: 'a@example.co.uk', message: 'Hi' });
    expect(res.statusCode).toBe(415);
  });
});
