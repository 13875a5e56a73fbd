import { complaintStatuses, type ComplaintStatus } from '@kestrel/domain/complaints/complaint-kinds';
import { finalResponseOverdue } from '@kestrel/domain/complaints/complaint-rules';
import type {
  AdminComplaintAnswer,
  ComplaintsQueueAnswer,
  MyComplaintAnswer,
  MyComplaintsAnswer,
} from '@kestrel/domain/schemas/complaint-answers';
import { londonToday } from '@kestrel/domain/uk/london-date';
import { complaintsRepository, type ComplaintRecord } from './complaints-repository';
import { complaintSummary, customerComplaintView, staffComplaintView } from './complaint-views';
import type { ComplaintsContext } from './context';
import { complaintErrors } from './errors';

/*
 * Every read of a complaint goes through here, scoped by who asks: the customer by their own id,
 * staff by id. Any other complaint is the same 404 (SECURITY B6).
 */

export async function customerComplaintRecord(
  ctx: ComplaintsContext,
  userId: string,
  id: string,
): Promise<ComplaintRecord> {
  const record = await complaintsRepository(ctx.db).ofCustomer(userId, id);
  if (!record) throw complaintErrors.notFound();
  return record;
}

export async function staffComplaintRecord(ctx: ComplaintsContext, id: string): Promise<ComplaintRecord> {
  const record = await complaintsRepository(ctx.db).byId(id);
  if (!record) throw complaintErrors.notFound();
  return record;
}

export async function myComplaints(ctx: ComplaintsContext, userId: string): Promise<MyComplaintsAnswer> {
  return { complaints: (await complaintsRepository(ctx.db).listForCustomer(userId)).map(complaintSummary) };
}

export async function myComplaint(ctx: ComplaintsContext, userId: string, id: string): Promise<MyComplaintAnswer> {
  return { complaint: customerComplaintView(await customerComplaintRecord(ctx, userId, id)) };
}

export async function staffComplaint(ctx: ComplaintsContext, id: string): Promise<AdminComplaintAnswer> {
  return { complaint: staffComplaintView(await staffComplaintRecord(ctx, id)) };
}

/** The complaints queue: open first, the earliest final-response day first, each marked when overdue. */
export async function complaintsQueue(
  ctx: ComplaintsContext,
  status: ComplaintStatus | undefined,
): Promise<ComplaintsQueueAnswer> {
  const repository = complaintsRepository(ctx.db);
  const rows = await repository.queue(status);
  const totals = await repository.countsByStatus();
  const today = londonToday();
  return {
    complaints: rows.map((row) => ({
      ...complaintSummary(row),
      customerName: row.customerName,
      owner: row.owner,
      acknowledgedAt: row.complaint.acknowledgedAt?.toISOString() ?? null,
      overdue: finalResponseOverdue(row.complaint.status, row.complaint.finalResponseDueOn, today),
    })),
    counts: Object.fromEntries(complaintStatuses.map((s) => [s, totals.find((t) => t.status === s)?.n ?? 0])) as Record<
      ComplaintStatus,
      number
    >,
  };
}
