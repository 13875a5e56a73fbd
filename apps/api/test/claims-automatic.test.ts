import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AdminClaimAnswer,
  ClaimsQueueAnswer,
  GarageClaimAnswer,
  MyClaimAnswer,
} from '@kestrel/domain/schemas/claim-answers';
import type { ErrorBody } from '@kestrel/domain/schemas/errors';
import { and, eq, sql } from 'drizzle-orm';
import { auditLog, claimEvents, outboxEmails } from '../src/db/schema';
import { call } from './accounts-helpers';
import { claimAtKnownGarage, fittingEstimate, publishAutomaticLimit, sendEstimate } from './claims-automatic-helpers';
import { claimBody, garageCall, makeClaim, warrantyInForce } from './claims-helpers';
import type { TestContext } from './helpers';
import { daysFromToday } from './payments-helpers';
import { appWithStaff } from './staff-helpers';

/** Automatic decisions (DESIGN §9.2, issue #37): the rules authorise at once, or say why a person decides. */

let ctx: TestContext;
let team: { token: string; email: string };
beforeAll(async () => {
  ({ ctx, staff: team } = await appWithStaff());
  await publishAutomaticLimit(ctx);
});
afterAll(() => ctx.close());

const staffView = async (id: string) =>
  (await call(ctx, { url: `/api/admin/claims/${id}`, token: team.token })).json<AdminClaimAnswer>().claim;
const act = (id: string, action: string, payload: Record<string, unknown>) =>
  call(ctx, { method: 'POST', url: `/api/admin/claims/${id}/${action}`, token: team.token, payload });
const emailsOf = async (to: string, kind: string) =>
  (await ctx.database.db.select().from(outboxEmails).where(eq(outboxEmails.toAddress, to))).filter(
    (e) => e.kind === kind,
  );

const withLine = (line: Record<string, unknown>) => ({ ...fittingEstimate, lines: [...fittingEstimate.lines, line] });

describe('an estimate that fits the rules', () => {
  it('is authorised at once by the rules at the assessed total: timeline, audit, letter and e-mails once', async () => {
    const made = await claimAtKnownGarage(ctx);
    const sent = await sendEstimate(ctx, made.garageToken);
    expect(sent.statusCode, sent.body).toBe(200);
    // The garage's answer reflects the decision immediately.
    expect(sent.json<GarageClaimAnswer>().status.value).toBe('authorised');

    const view = await staffView(made.claim.id);
    expect(view.status.value).toBe('authorised');
    expect(view.assessment?.amounts).toBeDefined();
    expect(view.automaticDecision).toMatchObject({ outcome: 'authorise', reasons: [], settingsVersion: 1 });
    const authorise = view.timeline.find((e) => e.kind === 'authorise');
    expect(authorise).toMatchObject({ actor: 'system', by: 'Kestrel Warranties (automatic)' });
    expect(view.staffActions).toContain('reverse-automatic');

    const mine = (
      await call(ctx, { url: `/api/claims/my-claims/${made.claim.id}`, token: made.customer.token })
    ).json<MyClaimAnswer>().claim;
    expect(mine.timeline.find((e) => e.kind === 'authorise')?.by).toBe('Kestrel Warranties (automatic)');

    const audits = await ctx.database.db.select().from(auditLog).where(eq(auditLog.subjectId, made.claim.id));
    expect(audits.map((a) => [a.action, a.actorId])).toEqual([['claim.authorised-automatically', null]]);

    const customerEmail = made.customer.user.email;
    expect(await emailsOf(customerEmail, 'claim-authorised')).toHaveLength(1);
    expect(await emailsOf(made.garageEmail, 'claim-authorised')).toHaveLength(1);
    expect((await emailsOf(made.garageEmail, 'claim-authorised'))[0]?.textBody).toContain('£648.00');
    // Authorised at once: no "we are checking the estimate" e-mail a moment before.
    expect(await emailsOf(customerEmail, 'claim-estimate-received')).toHaveLength(0);

    const letter = await call(ctx, { url: `/api/admin/claims/${made.claim.id}/letter`, token: team.token });
    expect(letter.statusCode).toBe(200);
    expect(letter.headers['content-type']).toContain('application/pdf');

    const queue = (
      await call(ctx, { url: '/api/admin/claims?decided=automatic', token: team.token })
    ).json<ClaimsQueueAnswer>();
    expect(queue.claims.find((c) => c.id === made.claim.id)).toMatchObject({ automatic: true, personReasons: [] });
    expect(queue.claims.every((c) => c.automatic)).toBe(true);
  });

  it('ten estimates sent at once make one decision, one authorisation and one e-mail each', async () => {
    const made = await claimAtKnownGarage(ctx);
    const answers = await Promise.all(Array.from({ length: 10 }, () => sendEstimate(ctx, made.garageToken)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, ...Array(9).fill(409)]);
    const events = await ctx.database.db.select().from(claimEvents).where(eq(claimEvents.claimId, made.claim.id));
    expect(events.filter((e) => e.kind === 'send-estimate')).toHaveLength(1);
    expect(events.filter((e) => e.kind === 'authorise')).toHaveLength(1);
    expect(await emailsOf(made.customer.user.email, 'claim-authorised')).toHaveLength(1);
    expect(await emailsOf(made.garageEmail, 'claim-authorised')).toHaveLength(1);
    const audits = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subjectId, made.claim.id), eq(auditLog.action, 'claim.authorised-automatically')));
    expect(audits).toHaveLength(1);
  });
  it('a crash between the decision and its e-mails leaves nothing half done; sent again, it decides once', async () => {
    const made = await claimAtKnownGarage(ctx);
    // The fault: the database refuses the garage's "authorised" e-mail, written after the decision
    // and the customer's e-mail in the same transaction, as a process killed at that point would
    // never commit it.
    const db = ctx.database.db;
    await db.execute(
      sql.raw(`create or replace function refuse_garage_email() returns trigger language plpgsql as $$
      begin
        if new.kind = 'claim-authorised' and new.to_address = '${made.garageEmail}' then
          raise exception 'killed between the decision and its e-mails';
        end if;
        return new;
      end $$`),
    );
    await db.execute(
      sql.raw(`create trigger refuse_garage_email before insert on outbox_emails
        for each row execute function refuse_garage_email()`),
    );
    try {
      const cut = await sendEstimate(ctx, made.garageToken);
      expect(cut.statusCode).toBeGreaterThanOrEqual(500);
    } finally {
      await db.execute(sql.raw('drop trigger refuse_garage_email on outbox_emails'));
      await db.execute(sql.raw('drop function refuse_garage_email()'));
    }
    const before = await db.select().from(claimEvents).where(eq(claimEvents.claimId, made.claim.id));
    expect(before.filter((e) => ['send-estimate', 'authorise'].includes(e.kind))).toHaveLength(0);
    expect(await emailsOf(made.customer.user.email, 'claim-authorised')).toHaveLength(0);

    const again = await sendEstimate(ctx, made.garageToken);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json<GarageClaimAnswer>().status.value).toBe('authorised');
    const events = await db.select().from(claimEvents).where(eq(claimEvents.claimId, made.claim.id));
    expect(events.filter((e) => e.kind === 'send-estimate')).toHaveLength(1);
    expect(events.filter((e) => e.kind === 'authorise')).toHaveLength(1);
    expect(await emailsOf(made.customer.user.email, 'claim-authorised')).toHaveLength(1);
    expect(await emailsOf(made.garageEmail, 'claim-authorised')).toHaveLength(1);
    const audits = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subjectId, made.claim.id), eq(auditLog.action, 'claim.authorised-automatically')));
    expect(audits).toHaveLength(1);
  });
});

describe('a person decides', () => {
  const personReasons = async (id: string) => {
    const view = await staffView(id);
    expect(view.status.value).toBe('estimate-received');
    expect(view.automaticDecision?.outcome).toBe('person');
    return view.automaticDecision?.reasons ?? [];
  };

  it('a part the catalogue does not list: the reason on the staff page and in the queue', async () => {
    const made = await claimAtKnownGarage(ctx);
    const notListed = withLine({
      kind: 'part',
      description: 'Clutch slave cylinder',
      part: 'not-listed',
      cause: 'sudden-failure',
      quantity: 1,
      unitPrice: 4_000,
    });
    const sent = await sendEstimate(ctx, made.garageToken, notListed);
    expect(sent.json<GarageClaimAnswer>().status.value).toBe('estimate-received');
    const reason =
      'Line 3, "Clutch slave cylinder", is a part the catalogue does not list: a person checks its cover and price.';
    expect(await personReasons(made.claim.id)).toEqual([reason]);
    const queue = (
      await call(ctx, { url: '/api/admin/claims?status=estimate-received', token: team.token })
    ).json<ClaimsQueueAnswer>();
    expect(queue.claims.find((c) => c.id === made.claim.id)).toMatchObject({
      automatic: false,
      personReasons: [reason],
    });
    expect(await emailsOf(made.customer.user.email, 'claim-estimate-received')).toHaveLength(1);
    expect(await emailsOf(made.customer.user.email, 'claim-authorised')).toHaveLength(0);
  });

  it('a risk signal: a garage never seen before, in the first 30 days of cover', async () => {
    const bought = await warrantyInForce(ctx);
    // No VAT number either: the test garages share one, and a shared VAT number is a garage seen before.
    const body = claimBody();
    const made = await makeClaim(ctx, bought.customer.token, bought.warrantyId, {
      ...body,
      garage: { ...body.garage, vatNumber: '' },
    });
    await sendEstimate(ctx, made.garageToken);
    expect(await personReasons(made.claim.id)).toEqual([
      'Risk signal: Fault in the first 30 days of cover. The fault was 28 days after cover started.',
      'Risk signal: The MOT history check flagged the sale. No MOT record found at the DVSA',
      'Risk signal: A garage we have not seen on an earlier claim.',
    ]);
  });

  it('above the automatic limit: £900 and 5 hours at £60 with VAT is £1,440', async () => {
    const made = await claimAtKnownGarage(ctx);
    const dear = {
      ...fittingEstimate,
      lines: [
        { ...fittingEstimate.lines[0], unitPrice: 90_000 },
        { ...fittingEstimate.lines[1], hours: 5 },
      ],
    };
    await sendEstimate(ctx, made.garageToken, dear);
    expect(await personReasons(made.claim.id)).toEqual([
      'We would pay £1,440.00, above the automatic limit of £1,000.00 (version 1).',
    ]);
  });

  it('labour above the standard time', async () => {
    const made = await claimAtKnownGarage(ctx);
    const slow = { ...fittingEstimate, lines: [fittingEstimate.lines[0], { ...fittingEstimate.lines[1], hours: 7 }] };
    await sendEstimate(ctx, made.garageToken, slow);
    expect(await personReasons(made.claim.id)).toEqual([
      "Labour on Clutch asks 7 hours, above the catalogue's standard time of 6 hours.",
    ]);
  });

  it('a complaint open on the customer’s account', async () => {
    const made = await claimAtKnownGarage(ctx);
    const complained = await call(ctx, {
      method: 'POST',
      url: '/api/complaints',
      token: made.customer.token,
      payload: { subject: 'service', description: 'Nobody answered my call about the first claim.' },
    });
    expect(complained.statusCode, complained.body).toBe(201);
    await sendEstimate(ctx, made.garageToken);
    expect(await personReasons(made.claim.id)).toEqual(['The customer has an open complaint with us.']);
  });
});

describe('reversing an automatic authorisation', () => {
  it('before the invoice, with a reason: back to a person, both parties told, audited', async () => {
    const made = await claimAtKnownGarage(ctx);
    await sendEstimate(ctx, made.garageToken);

    const noReason = await act(made.claim.id, 'reverse-automatic', {});
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json<ErrorBody>().error.fields?.reason).toBeDefined();

    const reason = 'The sample check found the same clutch replaced under another warranty last month.';
    const reversed = await act(made.claim.id, 'reverse-automatic', { reason });
    expect(reversed.statusCode, reversed.body).toBe(200);
    const view = reversed.json<AdminClaimAnswer>().claim;
    expect(view.status.value).toBe('estimate-received');
    expect(view.staffActions).not.toContain('reverse-automatic');
    expect(view.timeline.at(-1)).toMatchObject({ kind: 'reverse-automatic', actor: 'staff', note: reason });
    // No longer automatic on the staff page, nor in the queue's sample check.
    expect(view.automaticDecision).toMatchObject({ outcome: 'person', reasons: [expect.stringContaining(reason)] });
    const sample = (
      await call(ctx, { url: '/api/admin/claims?decided=automatic', token: team.token })
    ).json<ClaimsQueueAnswer>();
    expect(sample.claims.map((c) => c.id)).not.toContain(made.claim.id);
    for (const to of [made.customer.user.email, made.garageEmail]) {
      const emails = await emailsOf(to, 'claim-automatic-reversed');
      expect(emails).toHaveLength(1);
      expect(emails[0]?.textBody).toContain(reason);
    }
    const audits = await ctx.database.db.select().from(auditLog).where(eq(auditLog.subjectId, made.claim.id));
    expect(audits.map((a) => a.action)).toContain('claim.automatic-reversed');

    // A person now decides, as after any estimate; a second reversal has nothing to reverse.
    expect((await act(made.claim.id, 'reverse-automatic', { reason })).statusCode).toBe(409);
    expect((await act(made.claim.id, 'authorise', { amount: 60_000 })).statusCode).toBe(200);
    expect((await act(made.claim.id, 'reverse-automatic', { reason })).statusCode).toBe(409);
  });

  it('not once the garage has invoiced', async () => {
    const made = await claimAtKnownGarage(ctx);
    await sendEstimate(ctx, made.garageToken);
    const invoiced = await garageCall(ctx, made.garageToken, '/invoice', {
      number: 'INV-2001',
      date: daysFromToday(0),
      amount: 64_800,
    });
    expect(invoiced.statusCode, invoiced.body).toBe(200);
    const late = await act(made.claim.id, 'reverse-automatic', { reason: 'Too late to look again.' });
    expect(late.statusCode).toBe(409);
    expect(late.json<ErrorBody>().error.message).toContain('only before the invoice');
  });
});
