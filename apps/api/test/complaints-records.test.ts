import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AdminComplaintAnswer,
  ComplaintsQueueAnswer,
  MyComplaintAnswer,
} from '@kestrel/domain/schemas/complaint-answers';
import type { ErrorBody } from '@kestrel/domain/schemas/errors';
import { addDays } from '@kestrel/domain/dates/calendar-date';
import { londonToday } from '@kestrel/domain/uk/london-date';
import { eq } from 'drizzle-orm';
import { auditLog, outboxEmails, users } from '../src/db/schema';
import { call, latestEmail, registerGuest } from './accounts-helpers';
import { complaintCalls, pdfWords } from './complaints-helpers';
import type { TestContext } from './helpers';
import { appWithStaff, newStaff } from './staff-helpers';

let ctx: TestContext;
let team: { token: string; email: string };
beforeAll(async () => ({ ctx, staff: team } = await appWithStaff()));
afterAll(() => ctx.close());

const { staffAct, staffGet, decidedClaim } = complaintCalls(
  () => ctx,
  () => team.token,
);
const text = pdfWords;

describe('other complaints', () => {
  it('a service complaint never goes to the arbiter, and has no evidence pack', async () => {
    const customer = await registerGuest(ctx);
    const made = await call(ctx, {
      method: 'POST',
      url: '/api/complaints',
      token: customer.token,
      payload: { subject: 'service', description: 'Nobody called me back.' },
    });
    expect(made.statusCode, made.body).toBe(201);
    const { complaint } = made.json<MyComplaintAnswer>();
    expect(complaint.arbiterEligibility.reason).toContain('about our service');
    expect(complaint.evidencePackUrl).toBeNull();
    expect(
      (await call(ctx, { url: `/api/complaints/${complaint.id}/evidence-pack`, token: customer.token })).statusCode,
    ).toBe(404);
    expect(
      (await staffAct(complaint.id, 'final-response', { outcome: 'upheld', reasons: 'We are sorry.' })).statusCode,
    ).toBe(200);
    const refer = await call(ctx, {
      method: 'POST',
      url: `/api/complaints/${complaint.id}/refer`,
      token: customer.token,
      payload: {},
    });
    expect(refer.statusCode).toBe(409);
    const letter = await text(
      (await call(ctx, { url: `/api/complaints/${complaint.id}/letter`, token: customer.token })).rawPayload,
    );
    expect(letter).toContain('This is our final response');
    expect(letter).not.toContain('arbiter');
    // A claim decision needs its claim.
    const noClaim = await call(ctx, {
      method: 'POST',
      url: '/api/complaints',
      token: customer.token,
      payload: { subject: 'claim-decision', description: 'Unfair.' },
    });
    expect(noClaim.json<ErrorBody>().error.fields?.claimId).toBeDefined();
  });

  it('staff record a phone complaint received 60 days ago: overdue in the queue, and the customer may refer', async () => {
    const { customer, claim } = await decidedClaim();
    const receivedOn = addDays(londonToday(), -60);
    const recorded = await call(ctx, {
      method: 'POST',
      url: '/api/admin/complaints',
      token: team.token,
      payload: {
        channel: 'phone',
        email: customer.user.email.toUpperCase(),
        subject: 'claim-decision',
        claimReference: claim.reference.toLowerCase().replace(/-/g, ' '),
        description: 'Customer called: the labour cap was never explained.',
        receivedOn,
      },
    });
    expect(recorded.statusCode, recorded.body).toBe(201);
    const { complaint } = recorded.json<AdminComplaintAnswer>();
    expect(complaint).toMatchObject({ channel: { value: 'phone' }, overdue: true, claimReference: claim.reference });
    expect(complaint.finalResponseDueOn).toBe(addDays(receivedOn, 56));
    expect(complaint.owner).not.toBeNull();
    const queue = (await staffGet('/api/admin/complaints')).json<ComplaintsQueueAnswer>().complaints;
    const open = queue.filter((c) => c.status.value === 'open');
    expect(queue.slice(0, open.length).every((c) => c.status.value === 'open')).toBe(true);
    expect(open.map((c) => c.finalResponseDueOn)).toEqual([...open.map((c) => c.finalResponseDueOn)].sort());
    expect(queue.find((c) => c.id === complaint.id)?.overdue).toBe(true);
    expect((await latestEmail(ctx, customer.user.email, 'complaint-acknowledged')).subject).toContain(
      complaint.reference,
    );
    const audits = await ctx.database.db.select().from(auditLog).where(eq(auditLog.subjectId, complaint.id));
    expect(audits.map((a) => a.action)).toEqual(['complaint.recorded']);
    // Staff recorded it and handle it: the team's inbox is not told of it.
    const notices = await ctx.database.db.select().from(outboxEmails).where(eq(outboxEmails.kind, 'complaint-notice'));
    expect(notices.some((n) => n.subject.includes(complaint.reference))).toBe(false);

    const mine = (
      await call(ctx, { url: `/api/complaints/${complaint.id}`, token: customer.token })
    ).json<MyComplaintAnswer>();
    expect(mine.complaint.arbiterEligibility).toMatchObject({ eligible: true, until: null });
    expect(
      (
        await call(ctx, {
          method: 'POST',
          url: `/api/complaints/${complaint.id}/refer`,
          token: customer.token,
          payload: {},
        })
      ).statusCode,
    ).toBe(200);
    // The arbiter for us: no amount, nothing left to do.
    const decided = await staffAct(complaint.id, 'arbiter-decision', {
      decision: 'for-us',
      note: 'The cap is in the terms.',
    });
    expect(decided.json<AdminComplaintAnswer>().complaint.nextStep).toBeNull();
  });

  it('refuses what staff cannot record: an unknown e-mail, another customer’s claim, a future date, a non-staff owner', async () => {
    const { customer, claim } = await decidedClaim();
    const other = await registerGuest(ctx);
    const record = (payload: Record<string, unknown>) =>
      call(ctx, {
        method: 'POST',
        url: '/api/admin/complaints',
        token: team.token,
        payload: {
          channel: 'letter',
          subject: 'service',
          description: 'A letter.',
          email: customer.user.email,
          ...payload,
        },
      });
    expect((await record({ email: 'nobody@example.test' })).json<ErrorBody>().error.fields?.email).toBeDefined();
    expect(
      (await record({ email: other.user.email, claimReference: claim.reference })).json<ErrorBody>().error.fields
        ?.claimReference,
    ).toBeDefined();
    expect(
      (await record({ receivedOn: addDays(londonToday(), 1) })).json<ErrorBody>().error.fields?.receivedOn,
    ).toBeDefined();
    const ok = await record({});
    expect(ok.statusCode).toBe(201);
    const id = ok.json<AdminComplaintAnswer>().complaint.id;
    expect((await staffAct(id, 'assign', { ownerId: customer.user._id })).statusCode).toBe(400);
    const colleague = await newStaff(ctx);
    const [row] = await ctx.database.db.select().from(users).where(eq(users.email, colleague));
    const handed = await staffAct(id, 'assign', { ownerId: row!.id });
    expect(handed.json<AdminComplaintAnswer>().complaint.owner?.id).toBe(row!.id);
    // A customer is refused the back office's complaints.
    expect((await call(ctx, { url: '/api/admin/complaints', token: customer.token })).statusCode).toBe(403);
  });
});
