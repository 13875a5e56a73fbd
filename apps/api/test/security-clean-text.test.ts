import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { cleanTextMessages } from '@kestrel/domain/schemas/clean-text';
import { call, guestDetails, registerGuest } from './accounts-helpers';
import { captureLog, createTestApp, type TestContext } from './helpers';

const log = captureLog();
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({}, { logStream: log.stream });
});
afterAll(() => ctx.close());

describe('text is clean at the door', () => {
  it('a NUL in a name, an address or an enquiry is a 400 naming the field, not a 500', async () => {
    const guest = await registerGuest(ctx);
    const profile = await call(ctx, {
      method: 'PUT',
      url: '/api/user/update-profile',
      token: guest.token,
      payload: { ...guest.details, email: undefined, firstname: 'Em\u0000ma' },
    });
    expect(profile.statusCode).toBe(400);
    expect(profile.json().error.fields).toEqual({ firstname: cleanTextMessages.control });

    const register = await call(ctx, {
      method: 'POST',
      url: '/api/user/register',
      payload: guestDetails({ addr: { address: '12 High\u0000 Street', city: 'Leeds', postcode: 'LS1 4DL' } }),
    });
    expect(register.statusCode).toBe(400);
    expect(register.json().error.fields).toEqual({ 'addr.address': cleanTextMessages.control });

    const enquiry = await call(ctx, {
      method: 'POST',
      url: '/api/enquiry',
      payload: { fullname: 'Ann\u0000 Lee', email: 'ann@example.com', message: 'Hello' },
    });
    expect(enquiry.statusCode).toBe(400);
    expect(enquiry.json().error.fields).toEqual({ fullname: cleanTextMessages.control });
  });

  it('refuses a right-to-left override, a lone surrogate and a line break in a one-line field', async () => {
    for (const [fullname, message] of [
      ['Ann \u202eeeL', cleanTextMessages.bidi],
      ['Ann \ud800Lee', cleanTextMessages.surrogate],
      ['Ann\nLee', cleanTextMessages.lineBreak],
    ]) {
      const res = await call(ctx, {
        method: 'POST',
        url: '/api/enquiry',
        payload: { fullname, email: 'ann@example.com', message: 'Hello' },
      });
      expect(res.statusCode, JSON.stringify(fullname)).toBe(400);
      expect(res.json().error.fields).toEqual({ fullname: message });
    }
  });

  it('keeps line breaks and tabs in multi-line text, and any script in names', async () => {
    const res = await call(ctx, {
      method: 'POST',
      url: '/api/enquiry',
      payload: { fullname: 'Zoë Ødegård 李', email: 'zoe@example.com', message: 'Line one\n\tLine two' },
    });
    expect(res.statusCode).toBe(201);
  });
});

describe('the log after a database error', () => {
  it('holds the error code and the query name, never the parameters or personal details', async () => {
    const guest = await registerGuest(ctx);
    await ctx.database.db.execute(sql`alter table users add constraint forced_failure check (lastname <> 'Refused')`);
    try {
      const res = await call(ctx, {
        method: 'PUT',
        url: '/api/user/update-profile',
        token: guest.token,
        payload: { ...guest.details, email: undefined, lastname: 'Refused', mobile_no: '07911 123457' },
      });
      expect(res.statusCode, res.body).toBe(500);
    } finally {
      await ctx.database.db.execute(sql`alter table users drop constraint forced_failure`);
    }
    const text = log.text();
    const failure = log.entries().find((entry) => entry.msg === 'unhandled error');
    expect(failure?.err).toEqual({
      type: 'DatabaseError',
      message: 'database query failed',
      code: '23514',
      query: 'update users',
      stack: '',
    });
    // The user's id belongs in the security-event log, but not in a failed statement's record.
    expect(JSON.stringify(failure)).not.toContain(guest.user._id);
    expect(failure?.time).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    for (const secret of ['Refused', '123457', guest.details.addr.address, guest.token]) {
      expect(text, secret).not.toContain(secret);
    }
  });

  it('redacts authorization, cookies, passwords, tokens and personal fields by configuration', async () => {
    ctx.app.log.info(
      {
        headers: { authorization: 'Bearer abc', cookie: 'kw_session=abc' },
        body: { password: 'p4ss', email: 'x@y.z' },
        token: 't0k',
      },
      'redaction probe',
    );
    const probe = log.entries().find((entry) => entry.msg === 'redaction probe');
    expect(probe, JSON.stringify(probe)).toMatchObject({
      headers: { authorization: '[redacted]', cookie: '[redacted]' },
      body: { password: '[redacted]', email: '[redacted]' },
      token: '[redacted]',
    });
  });
});
