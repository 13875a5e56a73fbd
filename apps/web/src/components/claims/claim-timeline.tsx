import { claimAudienceLabels, type ClaimAudience } from '@kestrel/domain/claims/claim-audiences';
import type { ClaimEvent } from '@kestrel/domain/schemas/claim-answers';
import { ukDateTime } from '@kestrel/domain/uk/london-date';

/**
 * A claim's timeline (DESIGN §8.1 "Statuses"): every event, oldest first, who made it and its note.
 * Staff's events carry whom each note was written for (DESIGN §9.1), shown beside the note.
 */
export function ClaimTimeline({ events }: { events: readonly (ClaimEvent & { audience?: ClaimAudience })[] }) {
  return (
    <ol className="space-y-3" aria-label="Claim timeline">
      {events.map((event) => (
        <li key={event.id} className="border-l-4 border-teal-600 pl-3" data-testid="claim-event">
          <p className="font-semibold text-navy">{event.label}</p>
          <p className="text-sm text-muted">
            <time dateTime={event.at}>{ukDateTime(event.at)}</time> · {event.by}
          </p>
          {event.note && event.audience ? (
            <p className="mt-1 text-xs font-medium uppercase tracking-wide text-teal-700" data-testid="note-audience">
              {claimAudienceLabels[event.audience]}
            </p>
          ) : null}
          {event.note ? <p className="mt-1 whitespace-pre-line">{event.note}</p> : null}
        </li>
      ))}
    </ol>
  );
}
