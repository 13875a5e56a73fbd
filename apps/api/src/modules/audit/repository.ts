import type { AuditAction } from '@kestrel/domain/audit/audit-actions';
import type { AuditEntry } from '@kestrel/domain/schemas/admin';
import { and, desc, eq } from 'drizzle-orm';
import { auditLog, users } from '../../db/schema';
import type { Executor } from '../../db/tx';

export interface AuditRecord {
  actorId: string | null;
  action: AuditAction;
  subjectType:
    'warranty' | 'enquiry' | 'customer' | 'rates' | 'email' | 'staff' | 'claim' | 'complaint' | 'privacy-request';
  subjectId: string | null;
  before?: unknown;
  after?: unknown;
}

/**
 * Appends one staff action to the audit log. Call it with the transaction of the change itself,
 * so the log and the change are saved together. Nothing updates or deletes these rows.
 */
export async function recordAudit(tx: Executor, record: AuditRecord): Promise<void> {
  await tx.insert(auditLog).values({ ...record, before: record.before ?? null, after: record.after ?? null });
}

/** Newest first; for one subject when given (a warranty's timeline). */
export async function auditEntries(
  db: Executor,
  options: { subject?: { type: string; id: string }; limit: number; offset?: number },
): Promise<AuditEntry[]> {
  const query = db
    .select({ entry: auditLog, actorName: users.firstname, actorLast: users.lastname, actorEmail: users.email })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId));
  const rows = await (
    options.subject
      ? query.where(and(eq(auditLog.subjectType, options.subject.type), eq(auditLog.subjectId, options.subject.id)))
      : query
  )
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(options.limit)
    .offset(options.offset ?? 0);
  return rows.map(({ entry, actorName, actorLast, actorEmail }) => ({
    id: entry.id,
    at: entry.createdAt.toISOString(),
    actor:
      entry.actorId && actorEmail
        ? { id: entry.actorId, name: `${actorName ?? ''} ${actorLast ?? ''}`.trim(), email: actorEmail }
        : null,
    action: entry.action,
    subjectType: entry.subjectType,
    subjectId: entry.subjectId,
    before: entry.before,
    after: entry.after,
  }));
}
