import type { MyComplaintAnswer } from '@kestrel/domain/schemas/complaint-answers';
import { queueEmail } from '../outbox';
import { complaintsRepository } from './complaints-repository';
import { complaintEmails } from './complaint-emails';
import { recordComplaintEvent } from './complaint-steps';
import { eligibilityOf } from './complaint-views';
import type { ComplaintsContext } from './context';
import { complaintErrors } from './errors';
import { customerComplaintRecord, myComplaint } from './read-complaints';
import { londonToday } from '@kestrel/domain/uk/london-date';

/**
 * The customer refers a claim dispute to the independent arbiter (DESIGN §9.1 "Arbiter"), only when
 * `arbiterEligibility` allows; refused with its reason in words otherwise.
 */
export async function referComplaint(ctx: ComplaintsContext, userId: string, id: string): Promise<MyComplaintAnswer> {
  const record = await customerComplaintRecord(ctx, userId, id);
  const eligibility = eligibilityOf(record.complaint, londonToday());
  if (!eligibility.eligible) throw complaintErrors.notReferable(eligibility.reason);
  await ctx.db.transaction(async (tx) => {
    const updated = await complaintsRepository(tx).update(id, [record.complaint.status], {
      status: 'referred',
      referredAt: new Date(),
    });
    if (!updated) throw complaintErrors.notReferable('This complaint has just changed. Please reload it.');
    await recordComplaintEvent(tx, updated, 'referred', { kind: 'customer', id: userId }, null);
    await queueEmail(tx, complaintEmails.referred({ ...record, complaint: updated }));
  });
  return myComplaint(ctx, userId, id);
}
