import type { CustomerComplaint } from '@kestrel/domain/schemas/complaint-answers';
import { ukDateTime } from '@kestrel/domain/uk/london-date';

/** A complaint's timeline: every step, oldest first, who took it and its note (staff notes never reach the customer). */
export function ComplaintTimeline({ events }: { events: CustomerComplaint['timeline'] }) {
  return (
    <ol className="space-y-3" aria-label="Complaint timeline">
      {events.map((event) => (
        <li key={event.id} className="border-l-4 border-teal-600 pl-3" data-testid="complaint-event">
          <p className="font-semibold text-navy">{event.label}</p>
          <p className="text-sm text-muted">
            <time dateTime={event.at}>{ukDateTime(event.at)}</time> · {event.by}
          </p>
          {event.note ? <p className="mt-1 whitespace-pre-line">{event.note}</p> : null}
        </li>
      ))}
    </ol>
  );
}
