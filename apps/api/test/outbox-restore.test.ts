import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { OutgoingEmail } from '../src/adapters/mail/mailer';
import { openDatabase } from '../src/db/database';
import type { Database } from '../src/db/database-types';
import { appMeta, auditLog, outboxEmails } from '../src/db/schema';
import { queueEmail } from '../src/modules/outbox/queue-email';
import { holdAfterRestore, IDENTITY_KEY } from '../src/modules/outbox/restore-hold';
import { sendDueEmails } from '../src/modules/outbox/send-due-emails';
import { call } from './accounts-helpers';
import { createTestApp, type TestContext } from './helpers';
import { staffSignIn } from './staff-helpers';

/** A mailer that keeps what it is given, so a test counts each e-mail that went. */
function recordingMailer() {
  const sent: OutgoingEmail[] = [];
  return { sent, send: async (email: OutgoingEmail) => void sent.push(email) };
}
const queue = (db: Database, to: string) => queueEmail(db, { kind: 'test', to, subject: `For ${to}`, text: 'Hello' });
const statusOf = async (db: Database, to: string) =>
  (await db.select().from(outboxEmails).where(eq(outboxEmails.toAddress, to)))[0]?.status;

let ctx: TestContext;
let token: string;
let recordedAtStart: string | undefined;
beforeAll(async () => {
  ctx = await createTestApp({ OUTBOX_POLL_MS: '0' });
  token = (await staffSignIn(ctx)).token;
  [{ value: recordedAtStart } = { value: undefined }] = await ctx.database.db
    .select()
    .from(appMeta)
    .where(eq(appMeta.key, IDENTITY_KEY));
});
afterAll(() => ctx.close());
beforeEach(async () => {
  await ctx.database.db.delete(outboxEmails);
  await ctx.database.db.delete(appMeta).where(eq(appMeta.key, IDENTITY_KEY));
});

describe('the outbox after a restore of the database', () => {
  it('an instance records the database it runs on when it starts, sending or not', () => {
    // system identifier / database / oid / timeline
    expect(recordedAtStart).toMatch(/^\d+\/\w+\/\d+\/\d+$/);
  });

  it('records the database it sends from and, while it is the same one, sends as before', async () => {
    const mailer = recordingMailer();
    await queue(ctx.database.db, 'first@example.com');
    expect(await sendDueEmails({ db: ctx.database.db, mailer, from: 'k@kestrel.test' })).toBe(1);
    const [identity] = await ctx.database.db.select().from(appMeta).where(eq(appMeta.key, IDENTITY_KEY));
    // system identifier / database / oid / timeline
    expect(identity?.value).toMatch(/^\d+\/\w+\/\d+\/\d+$/);
    await queue(ctx.database.db, 'second@example.com');
    expect(await sendDueEmails({ db: ctx.database.db, mailer, from: 'k@kestrel.test' })).toBe(1);
    expect(mailer.sent.map((e) => e.to)).toEqual(['first@example.com', 'second@example.com']);
  });

  it('holds what was queued before a restore, sends what comes after, and staff release a held one (audited)', async () => {
    const db = ctx.database.db;
    const mailer = recordingMailer();
    await sendDueEmails({ db, mailer, from: 'k@kestrel.test' }); // records the identity
    await queue(db, 'before.restore@example.com');
    await queue(db, 'claimed.at.backup@example.com');
    await db
      .update(outboxEmails)
      .set({ status: 'sending', attempts: 1 })
      .where(eq(outboxEmails.toAddress, 'claimed.at.backup@example.com'));
    // What a restored database carries: the identity of the database its backup was taken from.
    await db.update(appMeta).set({ value: '1/kestrel/1/1' }).where(eq(appMeta.key, IDENTITY_KEY));

    expect(await sendDueEmails({ db, mailer, from: 'k@kestrel.test' })).toBe(0);
    expect(mailer.sent).toHaveLength(0);
    expect(await statusOf(db, 'before.restore@example.com')).toBe('held');
    expect(await statusOf(db, 'claimed.at.backup@example.com')).toBe('held');

    await queue(db, 'after.restore@example.com');
    expect(await sendDueEmails({ db, mailer, from: 'k@kestrel.test' })).toBe(1);
    expect(mailer.sent.map((e) => e.to)).toEqual(['after.restore@example.com']);

    const held = await call(ctx, { url: '/api/admin/outbox?status=held', token });
    expect(held.statusCode).toBe(200);
    const items = held.json<{ items: { id: string; to: string; heldAt: string | null }[] }>().items;
    expect(items.map((i) => i.to).sort()).toEqual(['before.restore@example.com', 'claimed.at.backup@example.com']);
    expect(items.every((i) => i.heldAt !== null)).toBe(true);

    const release = (id: string) =>
      call(ctx, { method: 'POST', url: `/api/admin/outbox/${id}/release`, token, payload: {} });
    const chosen = items.find((i) => i.to === 'before.restore@example.com');
    const released = await release(chosen?.id ?? '');
    expect(released.statusCode).toBe(200);
    expect(released.json()).toMatchObject({ email: { status: 'pending', heldAt: null, attempts: 0 } });
    expect((await release(chosen?.id ?? '')).statusCode).toBe(409);
    const audited = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'email.released'), eq(auditLog.subjectId, chosen?.id ?? '')));
    expect(audited).toHaveLength(1);

    expect(await sendDueEmails({ db, mailer, from: 'k@kestrel.test' })).toBe(1);
    expect(await sendDueEmails({ db, mailer, from: 'k@kestrel.test' })).toBe(0);
    expect(mailer.sent.map((e) => e.to)).toEqual(['after.restore@example.com', 'before.restore@example.com']);
    expect(await statusOf(db, 'claimed.at.backup@example.com')).toBe('held');
  });

  it('release answers 404 for no such e-mail and needs staff', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    expect(
      (await call(ctx, { method: 'POST', url: `/api/admin/outbox/${id}/release`, token, payload: {} })).statusCode,
    ).toBe(404);
    expect((await call(ctx, { method: 'POST', url: `/api/admin/outbox/${id}/release`, payload: {} })).statusCode).toBe(
      401,
    );
  });

  it('npm run outbox:hold-after-restore holds what was queued up to the restore point, whatever the identity', async () => {
    const db = ctx.database.db;
    await queue(db, 'old@example.com');
    await db.update(outboxEmails).set({ createdAt: new Date(Date.now() - 60_000) });
    await queue(db, 'new@example.com');
    const { held, identity } = await holdAfterRestore(db, new Date(Date.now() - 30_000));
    expect(held).toBe(1);
    expect(await statusOf(db, 'old@example.com')).toBe('held');
    expect(await statusOf(db, 'new@example.com')).toBe('pending');
    // The identity is recorded, so the worker does not hold the rest as well.
    const mailer = recordingMailer();
    expect(await sendDueEmails({ db, mailer, from: 'k@kestrel.test' })).toBe(1);
    expect(identity).toMatch(/\//);
  });
});

// A real restore on PostgreSQL: a copy of the database (CREATE DATABASE … TEMPLATE, as a restore
// into a new database) is a different database, and its outbox holds instead of sending again.
describe.skipIf(!process.env.DATABASE_URL)('a copy of the database on PostgreSQL', () => {
  it('holds the e-mails the copy still has as unsent', async () => {
    const adminUrl = process.env.DATABASE_URL ?? '';
    const names = [1, 2].map(() => `kestrel_test_${randomBytes(6).toString('hex')}`);
    const urlOf = (name: string) => Object.assign(new URL(adminUrl), { pathname: `/${name}` }).toString();
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    try {
      await admin.query(`create database ${names[0]}`);
      const original = await openDatabase({ kind: 'postgres', url: urlOf(names[0] ?? '') });
      const mailer = recordingMailer();
      await sendDueEmails({ db: original.db, mailer, from: 'k@kestrel.test' });
      await queue(original.db, 'queued.before.backup@example.com');
      await original.close();
      await admin.query(`create database ${names[1]} template ${names[0]}`);
      const restored = await openDatabase({ kind: 'postgres', url: urlOf(names[1] ?? '') });
      try {
        expect(await sendDueEmails({ db: restored.db, mailer, from: 'k@kestrel.test' })).toBe(0);
        expect(await statusOf(restored.db, 'queued.before.backup@example.com')).toBe('held');
        expect(mailer.sent).toHaveLength(0);
      } finally {
        await restored.close();
      }
    } finally {
      for (const name of names) await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  });
});
