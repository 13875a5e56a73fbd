import type { ComplaintChannel, ComplaintSubject } from '@kestrel/domain/complaints/complaint-kinds';
import { complaintChannelLabels, complaintDates } from '@kestrel/domain/complaints/complaint-rules';
import type { AdminComplaintAnswer, MyComplaintAnswer } from '@kestrel/domain/schemas/complaint-answers';
import type { MakeComplaintRequest, RecordComplaintRequest } from '@kestrel/domain/schemas/complaints';
import { londonToday } from '@kestrel/domain/uk/london-date';
import { allocateReference } from '../../db/allocate-reference';
import type { Tx } from '../../db/tx';
import { queueEmail } from '../outbox';
import { complaintsRepository } from './complaints-repository';
import { complaintEmails } from './complaint-emails';
import { recordComplaintEvent, type ComplaintActor } from './complaint-steps';
import type { ComplaintsContext } from './context';
import { complaintErrors } from './errors';
import { myComplaint, staffComplaint } from './read-complaints';

interface NewComplaint {
  userId: string;
  claimId: string | null;
  channel: ComplaintChannel;
  subject: ComplaintSubject;
  description: string;
  receivedAt: Date;
  ownerId: string | null;
}

/**
 * Records a complaint, numbered KP, and acknowledges it at once (DESIGN §9.1 "Complaint"): the
 * acknowledgement e-mail with the reference, who handles it and the final response day is queued
 * in the same transaction, so no complaint is ever left unacknowledged.
 */
async function openComplaint(
  tx: Tx,
  input: NewComplaint,
  actor: ComplaintActor,
  note: string | null,
  staffNotice: { staffEmail: string; baseUrl: string } | null,
): Promise<string> {
  const complaints = complaintsRepository(tx);
  const { finalResponseDueOn } = complaintDates(input.receivedAt);
  const complaint = await complaints.insert({
    ...input,
    reference: await allocateReference(tx, 'complaint'),
    finalResponseDueOn,
    acknowledgedAt: new Date(),
  });
  await recordComplaintEvent(tx, complaint, 'received', actor, note);
  await recordComplaintEvent(tx, complaint, 'acknowledged', { kind: 'system' }, null);
  const record = await complaints.byId(complaint.id);
  if (!record) throw new Error('the complaint just recorded was not found');
  await queueEmail(tx, complaintEmails.acknowledged(record));
  if (staffNotice)
    await queueEmail(tx, complaintEmails.staffNotice(record, staffNotice.staffEmail, staffNotice.baseUrl));
  return complaint.id;
}

/** The customer complains online; a claim named must be their own (any other is the same 404). */
export async function makeComplaint(
  ctx: ComplaintsContext,
  userId: string,
  body: MakeComplaintRequest,
): Promise<MyComplaintAnswer> {
  const claim = body.claimId ? await complaintsRepository(ctx.db).claimOfCustomer(userId, { id: body.claimId }) : null;
  if (body.claimId && !claim) throw complaintErrors.claimNotFound();
  const id = await ctx.db.transaction((tx) =>
    openComplaint(
      tx,
      {
        userId,
        claimId: claim?.id ?? null,
        channel: 'online',
        subject: body.subject,
        description: body.description,
        receivedAt: new Date(),
        ownerId: null,
      },
      { kind: 'customer', id: userId },
      null,
      ctx,
    ),
  );
  return myComplaint(ctx, userId, id);
}

/**
 * Staff record a complaint that came by phone, e-mail or letter, for the customer's account; the
 * one who records it handles it until it is assigned to someone else.
 */
export async function recordComplaint(
  ctx: ComplaintsContext,
  actorId: string,
  body: RecordComplaintRequest,
  now = new Date(),
): Promise<AdminComplaintAnswer> {
  const repository = complaintsRepository(ctx.db);
  const customer = await repository.customerByEmail(body.email);
  if (!customer) throw complaintErrors.noCustomer();
  const claim = body.claimReference
    ? await repository.claimOfCustomer(customer.id, { reference: body.claimReference })
    : null;
  if (body.claimReference && !claim) throw complaintErrors.claimNotTheirs();
  const today = londonToday(now);
  if (body.receivedOn && body.receivedOn > today) throw complaintErrors.receivedInFuture();
  // A day before today counts from midday London time on it: the same London day in summer and winter.
  const receivedAt = body.receivedOn && body.receivedOn < today ? new Date(`${body.receivedOn}T12:00:00Z`) : now;
  const id = await ctx.db.transaction((tx) =>
    openComplaint(
      tx,
      {
        userId: customer.id,
        claimId: claim?.id ?? null,
        channel: body.channel,
        subject: body.subject,
        description: body.description,
        receivedAt,
        ownerId: actorId,
      },
      { kind: 'staff', id: actorId },
      `Recorded from a complaint received ${complaintChannelLabels[body.channel].toLowerCase()}.`,
      // Staff recorded it and handle it: no notice to the team.
      null,
    ),
  );
  return staffComplaint(ctx, id);
}
