import type { FastifyRequest } from 'fastify';
import { securityEvent } from '../../lib/security-events';
import { currentSession } from '../../plugins/auth';
import { recordAudit, type AuditRecord } from './repository';
import type { Executor } from '../../db/tx';

/**
 * A staff member read a customer's record: who, what and when, in the audit log and
 * the security-event log. `what` names the record ("customer", "profile-image", "outbox-email").
 */
export async function recordStaffRead(
  db: Executor,
  request: FastifyRequest,
  read: {
    what: 'customer' | 'profile-image' | 'outbox-email';
    subjectType: AuditRecord['subjectType'];
    subjectId: string;
  },
): Promise<void> {
  const actorId = currentSession(request).user.id;
  await recordAudit(db, {
    actorId,
    action: `${read.what}.viewed`,
    subjectType: read.subjectType,
    subjectId: read.subjectId,
  });
  securityEvent(request, 'staff-read', { userId: actorId, resource: read.what, resourceId: read.subjectId });
}
