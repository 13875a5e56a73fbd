import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, enquiries, idempotentRequests, outboxEmails } from '../src/db/schema';
import { deleteExpiredRequests } from '../src/modules/idempotency';
import { call, latestEmail, registerWithPassword } from './accounts-helpers';
import { buyWarranty, myTransactions } from './dashboard-helpers';
import type { TestContext } from './helpers';
import { paypalControl } from './payments-helpers';
import { appWithStaff, staffSignIn } from './staff-helpers';

/**
 * Safe retries (docs/api.md): a state-changing call sent again with the same Idempotency-Key is
 * answered its first answer, without the work being done again; the key is the caller's own.
 */

let ctx: TestContext;
let staff: { token: string; email: string };
beforeAll(async () => ({ ctx, staff } = await appWithStaff()));
afterAll(() => ctx.close());

const db = () => ctx.database.db;

/** A new enquiry, as a visitor sends it: the thing a staff reply answers. */
async function newEnquiry(): Promise<string> {
  const res = await call(ctx, {
    method: 'POST',
    url: '/api/enquiry',
    payload: { fullname: 'Priya Shah', email: `priya.${randomUUID()}@example.co.uk`, message: 'Is my clutch covered?' },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ enquiry: { _id: string } }>().enquiry._id;
}

const reply = (id: string, message: string, key?: string, token = staff.token) =>
  call(ctx, {
    method: 'POST',
    url: `/api/admin/enquiries/${id}/reply`,
    token,
    payload: { message },
    headers: key === undefined ? {} : { 'idempotency-key': key },
  });

async function repliesTo(enquiryId: string) {
  const [enquiry] = await db().select().from(enquiries).where(eq(enquiries.id, enquiryId));
  const emails = await db()
    .select()
    .from(outboxEmails)
    .where(and(eq(outboxEmails.kind, 'enquiry-reply'), eq(outboxEmails.toAddress, enquiry!.email)));
  const audits = await db().select().from(auditLog).where(eq(auditLog.subjectId, enquiryId));
  return { emails: emails.length, audits: audits.length };
}

describe('a state-changing call sent again with the same Idempotency-Key', () => {
  it('is answered its first answer, marked replayed, without the work being done again', async () => {
    const bought = await buyWarranty(ctx);
    const key = randomUUID();
    const pass = () =>
      call(ctx, {
        method: 'POST',
        url: `/api/admin/warranties/${bought.warrantyId}/pass`,
        token: staff.token,
        payload: {},
        headers: { 'idempotency-key': key },
      });
    const first = await pass();
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const again = await pass();
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.headers['content-type']).toBe(first.headers['content-type']);
    expect(again.body).toBe(first.body);

    const audits = await db().select().from(auditLog).where(eq(auditLog.subjectId, bought.warrantyId));
    expect(audits.filter((a) => a.action === 'warranty.inspection-passed')).toHaveLength(1);
    const passedEmails = await db()
      .select()
      .from(outboxEmails)
      .where(and(eq(outboxEmails.toAddress, bought.customer.user.email), eq(outboxEmails.kind, 'inspection-passed')));
    expect(passedEmails).toHaveLength(1);
    // Without the key, passing again is refused as it always was.
    const bare = await call(ctx, {
      method: 'POST',
      url: `/api/admin/warranties/${bought.warrantyId}/pass`,
      token: staff.token,
      payload: {},
    });
    expect(bare.statusCode).toBe(409);
  });

  it('sends one e-mail and writes one audit row for a reply sent twice; without a key, each reply is sent', async () => {
    const id = await newEnquiry();
    const key = randomUUID();
    expect((await reply(id, 'Yes, the clutch is a listed part.', key)).statusCode).toBe(200);
    const second = await reply(id, 'Yes, the clutch is a listed part.', key);
    expect(second.statusCode).toBe(200);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(await repliesTo(id)).toEqual({ emails: 1, audits: 1 });

    // No header: the call behaves as it did before there were keys.
    expect((await reply(id, 'And the gearbox too.')).statusCode).toBe(200);
    expect((await reply(id, 'And the gearbox too.')).statusCode).toBe(200);
    expect(await repliesTo(id)).toEqual({ emails: 3, audits: 3 });
  });

  it('refuses the same key with another request (422) and does nothing', async () => {
    const id = await newEnquiry();
    const key = randomUUID();
    expect((await reply(id, 'First answer.', key)).statusCode).toBe(200);
    const other = await reply(id, 'A different answer.', key);
    expect(other.statusCode).toBe(422);
    expect(other.json()).toEqual({
      error: { code: 'IDEMPOTENCY_KEY_REUSED', message: expect.stringContaining('another request') },
    });
    // Another address with the same body is another request too.
    const elsewhere = await reply(await newEnquiry(), 'First answer.', key);
    expect(elsewhere.statusCode).toBe(422);
    expect(await repliesTo(id)).toEqual({ emails: 1, audits: 1 });
  });

  it("never gives one user another's stored answer: the key is the caller's own", async () => {
    const id = await newEnquiry();
    const key = randomUUID();
    const mine = await reply(id, 'Yes, it is covered.', key);
    expect(mine.statusCode).toBe(200);
    const colleague = await staffSignIn(ctx);
    const theirs = await reply(id, 'Yes, it is covered.', key, colleague.token);
    expect(theirs.statusCode).toBe(200);
    expect(theirs.headers['idempotent-replayed']).toBeUndefined();
    expect(await repliesTo(id)).toEqual({ emails: 2, audits: 2 });
    const actors = (await db().select().from(auditLog).where(eq(auditLog.subjectId, id))).map((a) => a.actorId);
    expect(new Set(actors).size).toBe(2);
  });

  it('does the work once when the same key arrives several times at once', async () => {
    const id = await newEnquiry();
    const key = randomUUID();
    const answers = await Promise.all(Array.from({ length: 6 }, () => reply(id, 'Yes, it is covered.', key)));
    const done = answers.filter((a) => a.statusCode === 200 && a.headers['idempotent-replayed'] === undefined);
    expect(done).toHaveLength(1);
    for (const answer of answers) {
      expect([200, 409], answer.body).toContain(answer.statusCode);
      if (answer.statusCode === 409) {
        expect(answer.headers['retry-after']).toBe('1');
        expect(answer.json()).toMatchObject({ error: { code: 'CONFLICT', message: expect.any(String) } });
      } else expect(answer.body).toBe(done[0]?.body);
    }
    expect(await repliesTo(id)).toEqual({ emails: 1, audits: 1 });
    // Once it has finished, the same key is answered with what it did.
    const later = await reply(id, 'Yes, it is covered.', key);
    expect(later.headers['idempotent-replayed']).toBe('true');
  });

  it('keeps no 5xx: a retry with the same key does the work once the provider is back', async () => {
    const bought = await buyWarranty(ctx);
    const key = randomUUID();
    const cancel = () =>
      call(ctx, {
        method: 'POST',
        url: `/api/warranty/cancel/${bought.warrantyId}`,
        token: bought.customer.token,
        payload: {},
        headers: { 'idempotency-key': key },
      });
    await paypalControl(ctx, `/orders/${bought.orderID}/refund-failures`, { times: 1 });
    expect((await cancel()).statusCode).toBe(503);
    const retried = await cancel();
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.headers['idempotent-replayed']).toBeUndefined();
    expect((await cancel()).headers['idempotent-replayed']).toBe('true');
    const refunds = (await myTransactions(ctx, bought.customer.token)).filter((t) => t.kind === 'refund');
    expect(refunds.map((t) => t.amount)).toEqual([bought.amount]);
  });

  it('answers 409 while the first is running, and lets a retry take over a first request whose process died', async () => {
    const id = await newEnquiry();
    const key = randomUUID();
    expect((await reply(id, 'Yes, it is covered.', key)).statusCode).toBe(200);
    // As if that first request had not finished: its answer not yet kept (or its instance killed).
    await db().execute(
      sql`update idempotent_requests set status_code = null, content_type = null, body = null, completed_at = null where key = ${key}`,
    );
    const running = await reply(id, 'Yes, it is covered.', key);
    expect(running.statusCode, running.body).toBe(409);
    expect(running.headers['retry-after']).toBe('1');
    expect(running.json()).toMatchObject({ error: { code: 'CONFLICT', message: expect.any(String) } });
    expect(await repliesTo(id)).toEqual({ emails: 1, audits: 1 });

    // Minutes later nothing has finished it: its process died, and the retry does the work.
    await db().execute(
      sql`update idempotent_requests set created_at = now() - interval '6 minutes' where key = ${key}`,
    );
    const takenOver = await reply(id, 'Yes, it is covered.', key);
    expect(takenOver.statusCode, takenOver.body).toBe(200);
    expect(takenOver.headers['idempotent-replayed']).toBeUndefined();
    expect(await repliesTo(id)).toEqual({ emails: 2, audits: 2 });
    expect((await reply(id, 'Yes, it is covered.', key)).headers['idempotent-replayed']).toBe('true');
  });

  it('forgets answers after a day', async () => {
    const id = await newEnquiry();
    const key = randomUUID();
    expect((await reply(id, 'Yes.', key)).statusCode).toBe(200);
    await db().execute(sql`update idempotent_requests set created_at = now() - interval '25 hours' where key = ${key}`);
    // Not yet swept: still not answered from a stale row.
    const afresh = await reply(id, 'Yes.', key);
    expect(afresh.headers['idempotent-replayed']).toBeUndefined();
    expect(await repliesTo(id)).toEqual({ emails: 2, audits: 2 });

    await db().execute(sql`update idempotent_requests set created_at = now() - interval '25 hours' where key = ${key}`);
    const kept = randomUUID();
    expect((await reply(id, 'Kept.', kept)).statusCode).toBe(200);
    expect(await deleteExpiredRequests({ db: db() })).toBeGreaterThanOrEqual(1);
    const left = await db()
      .select()
      .from(idempotentRequests)
      .where(sql`${idempotentRequests.key} in (${key}, ${kept})`);
    expect(left.map((row) => row.key)).toEqual([kept]);
  });

  it('answers 400 in the error shape for a key that is not 1 to 255 printable ASCII characters', async () => {
    const id = await newEnquiry();
    for (const key of ['', 'x'.repeat(256), 'clé']) {
      const res = await call(ctx, {
        method: 'POST',
        url: `/api/admin/enquiries/${id}/reply`,
        token: staff.token,
        payload: { message: 'Yes.' },
        headers: { 'idempotency-key': Buffer.from(key, 'utf8').toString('latin1') },
      });
      expect(res.statusCode, key).toBe(400);
      expect(res.json()).toMatchObject({
        error: { code: 'BAD_REQUEST', message: expect.stringContaining('Idempotency-Key') },
      });
    }
    expect(await repliesTo(id)).toEqual({ emails: 0, audits: 0 });
  });

  it('keys an anonymous call by the request itself: one enquiry for a visitor who sends it twice', async () => {
    const key = randomUUID();
    const email = `visitor.${randomUUID()}@example.co.uk`;
    const send = () =>
      call(ctx, {
        method: 'POST',
        url: '/api/enquiry',
        payload: { fullname: 'Sam Jones', email, message: 'Do you cover vans?' },
        headers: { 'idempotency-key': key },
      });
    const first = await send();
    const second = await send();
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.body).toBe(first.body);
    expect(await db().select().from(enquiries).where(eq(enquiries.email, email))).toHaveLength(1);
    await latestEmail(ctx, email, 'enquiry-received');
  });

  it('keeps nothing for sign-in: each sign-in with the same key opens its own session', async () => {
    const account = await registerWithPassword(ctx);
    const key = randomUUID();
    const signIn = () =>
      call(ctx, {
        method: 'POST',
        url: '/api/user/login',
        payload: { email: account.email, password: account.password },
        headers: { 'idempotency-key': key },
      });
    const first = await signIn();
    const second = await signIn();
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(second.headers['idempotent-replayed']).toBeUndefined();
    expect(second.headers['set-cookie']).toBeDefined();
    expect(second.json<{ token: string }>().token).not.toBe(first.json<{ token: string }>().token);
    expect(await db().select().from(idempotentRequests).where(eq(idempotentRequests.key, key))).toEqual([]);
  });
});

describe('every call that honours the key', () => {
  it('answers a malformed or unknown request below 500, and the same again when it is repeated', async () => {
    const routes = ctx.app.idempotentRoutes.filter((route) => !route.url.startsWith('/__emulators'));
    expect(routes.length).toBeGreaterThan(40);
    for (const route of routes) {
      const key = randomUUID();
      const url = route.url.replace(/:\w+/g, randomUUID());
      const send = () =>
        call(ctx, {
          method: route.method,
          url,
          token: staff.token,
          payload: {},
          headers: { 'idempotency-key': key },
        });
      const first = await send();
      const where = `${route.method} ${route.url} → ${first.statusCode} ${first.body.slice(0, 200)}`;
      expect(first.statusCode, where).toBeLessThan(500);
      const second = await send();
      expect([second.statusCode, second.body], where).toEqual([first.statusCode, first.body]);
    }
  });
});

describe('the OpenAPI document', () => {
  type Operation = { parameters?: { in: string; name: string }[]; responses?: Record<string, unknown> };
  const operations = () => {
    const paths = (ctx.app.swagger() as { paths: Record<string, Record<string, Operation>> }).paths;
    return Object.entries(paths)
      .filter(([path]) => !path.startsWith('/__emulators'))
      .flatMap(([path, item]) =>
        Object.entries(item)
          .filter(([method]) => ['post', 'put', 'patch', 'delete'].includes(method))
          .map(([method, op]) => ({ name: `${method.toUpperCase()} ${path}`, op })),
      );
  };
  const takesKey = (op: Operation) =>
    (op.parameters ?? []).some((p) => p.in === 'header' && p.name === 'Idempotency-Key');

  it('gives the Idempotency-Key header, with its 409 and 422, to every state-changing call that honours it', () => {
    const pass = operations().find((o) => o.name === 'POST /api/admin/warranties/{id}/pass');
    expect(pass && takesKey(pass.op)).toBe(true);
    expect(Object.keys(pass?.op.responses ?? {})).toEqual(expect.arrayContaining(['409', '422']));
  });

  it('leaves it off only sign-in, sessions, passwords, tokens, webhooks and uploads', () => {
    expect(
      operations()
        .filter((o) => !takesKey(o.op))
        .map((o) => o.name)
        .sort(),
    ).toEqual(
      [
        'POST /api/admin/claims/{id}/files',
        'POST /api/admin/login',
        'POST /api/admin/login/verify',
        'POST /api/claims/my-claims/{id}/files',
        'POST /api/garage/claims/{token}/files',
        'POST /api/privacy/erase',
        'POST /api/privacy/sign-out-everywhere',
        'POST /api/privacy/unsubscribe/{token}',
        'POST /api/user/google/start',
        'POST /api/user/login',
        'POST /api/user/logout',
        'POST /api/user/password/forgot',
        'POST /api/user/register',
        'POST /api/webhooks/gocardless',
        'POST /api/webhooks/paypal',
        'PUT /api/user/password/reset/{token}',
        'PUT /api/user/update-password',
        'PUT /api/user/update-profile/image',
      ].sort(),
    );
  });
});
