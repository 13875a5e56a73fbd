import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { outboxEmails } from '../src/db/schema';
import { sendDueEmails } from '../src/modules/outbox/send-due-emails';
import { createTestApp, type TestContext } from './helpers';

interface Received {
  from: string;
  to: string[];
  data: string;
}

/** A real SMTP receiver on a free loopback port; `reject` makes it refuse every recipient. */
async function startSmtpReceiver() {
  const received: Received[] = [];
  const state = { reject: false };
  const server = new SMTPServer({
    authOptional: true,
    secure: false,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (state.reject) return callback(new Error(`Mailbox ${address.address} unavailable`));
      return callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          data: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    received,
    state,
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

let ctx: TestContext;
let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;
const enquiry = { fullname: 'Tom Walker', email: 'tom.walker@example.co.uk', message: 'Is my 2016 Sprinter eligible?' };

beforeAll(async () => {
  smtp = await startSmtpReceiver();
  ctx = await createTestApp({
    OUTBOX_POLL_MS: '0',
    SMTP_URL: smtp.url,
    MAIL_FROM: 'Kestrel <help@kestrel.test>',
    STAFF_EMAIL: 'staff@kestrel.test',
  });
});
afterAll(async () => {
  await ctx.close();
  await smtp.close();
});
beforeEach(async () => {
  smtp.received.length = 0;
  smtp.state.reject = false;
  await ctx.database.db.delete(outboxEmails);
});

/** The app's own SMTP mailer and sender, as configured by SMTP_URL and MAIL_FROM. */
function deps() {
  const { mailer } = ctx.app.adapters;
  if (!mailer) throw new Error('SMTP_URL should give the app a mailer');
  return { db: ctx.database.db, mailer, from: ctx.config.mail.from };
}
/** A message's text with quoted-printable soft line breaks undone. */
const bodyOf = (message: Received | undefined) => message?.data.replace(/=\r\n/g, '') ?? '';
const postEnquiry = () =>
  ctx.app.inject({ method: 'POST', url: '/api/enquiry', payload: enquiry, remoteAddress: '10.9.9.9' });

describe('the outbox worker', () => {
  it('sends each queued e-mail once through SMTP and marks it sent', async () => {
    expect((await postEnquiry()).statusCode).toBe(201);
    expect(await sendDueEmails(deps())).toBe(2);
    expect(
      smtp.received
        .map((m) => m.to)
        .flat()
        .sort(),
    ).toEqual(['staff@kestrel.test', 'tom.walker@example.co.uk']);
    const ack = smtp.received.find((m) => m.to.includes('tom.walker@example.co.uk'));
    expect(ack?.from).toBe('help@kestrel.test');
    expect(ack?.data).toContain("Subject: We've received your message | Kestrel Warranties");
    expect(bodyOf(ack)).toContain('Dear Tom Walker,');
    expect(bodyOf(ack)).toContain('Is my 2016 Sprinter eligible?');
    const notice = smtp.received.find((m) => m.to.includes('staff@kestrel.test'));
    expect(notice?.from).toBe('help@kestrel.test');
    expect(notice?.data).toContain('Subject: New enquiry from Tom Walker');
    expect(bodyOf(notice)).toContain('E-mail: tom.walker@example.co.uk');
    expect(bodyOf(notice)).toContain('Is my 2016 Sprinter eligible?');
    const rows = await ctx.database.db.select().from(outboxEmails);
    expect(rows.map((r) => r.status)).toEqual(['sent', 'sent']);
    expect(rows.every((r) => r.sentAt instanceof Date)).toBe(true);

    expect(await sendDueEmails(deps())).toBe(0);
    expect(smtp.received).toHaveLength(2);
  });

  it('keeps a refused e-mail for a later attempt, with the error', async () => {
    expect((await postEnquiry()).statusCode).toBe(201);
    smtp.state.reject = true;
    const before = Date.now();
    expect(await sendDueEmails(deps())).toBe(0);
    const rows = await ctx.database.db.select().from(outboxEmails);
    for (const row of rows) {
      expect(row).toMatchObject({ status: 'pending', attempts: 1 });
      expect(row.lastError).toMatch(/unavailable/);
      expect(row.nextAttemptAt.getTime()).toBeGreaterThan(before);
    }
    // Not due yet: a second run sends nothing even once the server accepts again.
    smtp.state.reject = false;
    expect(await sendDueEmails(deps())).toBe(0);
    // Once due, it goes.
    await ctx.database.db.update(outboxEmails).set({ nextAttemptAt: new Date(Date.now() - 1000) });
    expect(await sendDueEmails(deps())).toBe(2);
  });

  it('gives up after five attempts', async () => {
    expect((await postEnquiry()).statusCode).toBe(201);
    smtp.state.reject = true;
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      await ctx.database.db.update(outboxEmails).set({ nextAttemptAt: new Date(Date.now() - 1000) });
      await sendDueEmails(deps());
    }
    const rows = await ctx.database.db.select().from(outboxEmails).where(eq(outboxEmails.kind, 'enquiry-received'));
    expect(rows[0]).toMatchObject({ status: 'failed', attempts: 5 });
  });

  it('takes back an e-mail left "sending" by a crashed instance after OUTBOX_ABANDONED_AFTER_MS (2 minutes)', async () => {
    expect((await postEnquiry()).statusCode).toBe(201);
    await ctx.database.db.update(outboxEmails).set({ status: 'sending', nextAttemptAt: new Date(Date.now() - 60_000) });
    expect(await sendDueEmails(deps())).toBe(0);
    await ctx.database.db.update(outboxEmails).set({ nextAttemptAt: new Date(Date.now() - 2 * 60_000 - 5_000) });
    expect(await sendDueEmails({ ...deps(), abandonedAfterMs: 5 * 60_000 })).toBe(0);
    expect(await sendDueEmails(deps())).toBe(2);
  });

  it('stopping mid-run finishes the e-mail under way and puts the rest of its claim back', async () => {
    expect((await postEnquiry()).statusCode).toBe(201);
    const stopping = new AbortController();
    const mailer = deps().mailer;
    const stopAfterOne = {
      ...deps(),
      mailer: {
        send: async (m: Parameters<typeof mailer.send>[0]) => {
          await mailer.send(m);
          stopping.abort();
        },
      },
    };
    expect(await sendDueEmails(stopAfterOne, stopping.signal)).toBe(1);
    const rows = await ctx.database.db.select().from(outboxEmails);
    expect(rows.map((r) => [r.status, r.attempts]).sort()).toEqual([
      ['pending', 0],
      ['sent', 1],
    ]);
  });
});

describe("the app's own worker", () => {
  it('sends queued e-mail every OUTBOX_POLL_MS and stops when the app closes', async () => {
    const live = await createTestApp({ OUTBOX_POLL_MS: '50', SMTP_URL: smtp.url });
    try {
      await live.app.inject({ method: 'POST', url: '/api/enquiry', payload: enquiry });
      const statuses = async () => (await live.database.db.select().from(outboxEmails)).map((r) => r.status);
      for (let waited = 0; (await statuses()).some((s) => s !== 'sent') && waited < 5000; waited += 50) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(await statuses()).toEqual(['sent', 'sent']);
      expect(smtp.received).toHaveLength(2);
    } finally {
      await live.close();
    }
  });
});

describe('without an SMTP server', () => {
  it('keeps every e-mail pending in the outbox', async () => {
    const demo = await createTestApp({ OUTBOX_POLL_MS: '50' });
    try {
      expect(demo.app.adapters.mailer).toBeNull();
      await demo.app.inject({ method: 'POST', url: '/api/enquiry', payload: enquiry });
      await new Promise((resolve) => setTimeout(resolve, 200));
      const rows = await demo.database.db.select().from(outboxEmails);
      expect(rows.map((r) => r.status)).toEqual(['pending', 'pending']);
    } finally {
      await demo.close();
    }
  });
});
