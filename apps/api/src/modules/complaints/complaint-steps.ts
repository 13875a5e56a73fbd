import type { AuditAction } from '@kestrel/domain/audit/audit-actions';
import type { ComplaintEventKind } from '@kestrel/domain/complaints/complaint-kinds';
import type { ComplaintRow } from '../../db/complaints-schema';
import type { Tx } from '../../db/tx';
import { recordAudit } from '../audit';
import { complaintsRepository } from './complaints-repository';

/** Who acts on a complaint: the customer, a member of staff, or the system (the acknowledgement). */
export type ComplaintActor = { kind: 'customer' | 'staff'; id: string } | { kind: 'system' };

const staffAudit: Partial<Record<ComplaintEventKind, AuditAction>> = {
  received: 'complaint.recorded',
  assigned: 'complaint.assigned',
  note: 'complaint.note-written',
  'final-response': 'complaint.final-response',
  'arbiter-decision': 'complaint.arbiter-decision',
};

/**
 * One step on the complaint's timeline, in the caller's transaction; an audit entry too when
 * staff took it (docs/complaints.md "Who sees what").
 */
export async function recordComplaintEvent(
  tx: Tx,
  complaint: ComplaintRow,
  kind: ComplaintEventKind,
  actor: ComplaintActor,
  note: string | null,
  change?: { before?: unknown; after?: unknown },
): Promise<void> {
  const actorId = actor.kind === 'system' ? null : actor.id;
  await complaintsRepository(tx).addEvent({ complaintId: complaint.id, kind, actorId, note });
  const action = staffAudit[kind];
  if (actor.kind === 'staff' && action) {
    await recordAudit(tx, {
      actorId,
      action,
      subjectType: 'complaint',
      subjectId: complaint.id,
      before: change?.before ?? null,
      after: change?.after ?? { reference: complaint.reference, status: complaint.status, note },
    });
  }
}
