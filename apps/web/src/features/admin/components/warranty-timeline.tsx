import type { AdminWarrantyAnswer, AuditEntry } from '@kestrel/domain/schemas/admin';
import { formatPence } from '@kestrel/domain/pricing/money';
import { auditActionLabel, auditChanges } from '../audit-text';
import { ukDateTime } from '../format';

interface TimelineEvent {
  key: string;
  at: string;
  title: string;
  by: string;
  changes: { field: string; before: string; after: string }[];
}

/** Changes of an audit entry as "Field: before → after" lines. */
export function ChangeList({ changes }: { changes: TimelineEvent['changes'] }) {
  if (changes.length === 0) return null;
  return (
    <ul className="mt-1 space-y-0.5 text-sm">
      {changes.map((change) => (
        <li key={change.field}>
          <span className="font-semibold">{change.field}:</span> {change.before} → {change.after}
        </li>
      ))}
    </ul>
  );
}

const staffEvent = (entry: AuditEntry): TimelineEvent => ({
  key: entry.id,
  at: entry.at,
  title: auditActionLabel(entry.action),
  by: entry.actor ? `${entry.actor.name} (${entry.actor.email})` : 'The system',
  changes: auditChanges(entry),
});

/**
 * Every change to a warranty, newest first: the purchase and each payment or refund (from the
 * payments) and each staff action with its actor, before and after (from the audit log).
 */
export function timelineEvents(answer: AdminWarrantyAnswer): TimelineEvent[] {
  const customer = `${answer.customer.name} (customer)`;
  const events: TimelineEvent[] = [
    { key: 'bought', at: answer.warranty.createdAt, title: 'Bought', by: customer, changes: [] },
    ...answer.transactions.map((t) => ({
      key: t._id,
      at: t.createdAt,
      title: `${t.kind === 'refund' ? 'Refund' : 'Payment'} of ${formatPence(t.amount)} (${t.status})`,
      by: t.kind === 'refund' ? 'PayPal' : customer,
      changes: [],
    })),
    ...answer.timeline.map(staffEvent),
  ];
  return events.sort((a, b) => b.at.localeCompare(a.at));
}

export function WarrantyTimeline({ answer }: { answer: AdminWarrantyAnswer }) {
  return (
    <ol className="space-y-3" aria-label="Timeline, newest first">
      {timelineEvents(answer).map((event) => (
        <li key={event.key} className="border-l-4 border-line pl-3">
          <p className="font-semibold text-navy">{event.title}</p>
          <p className="text-sm text-muted">
            {ukDateTime(event.at)} · {event.by}
          </p>
          <ChangeList changes={event.changes} />
        </li>
      ))}
    </ol>
  );
}
