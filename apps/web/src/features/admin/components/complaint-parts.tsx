import { useState } from 'react';
import type { AdminComplaintAnswer } from '@kestrel/domain/schemas/complaint-answers';
import { ukLongDate } from '@kestrel/domain/uk/long-date';
import { ukDateTime } from '@kestrel/domain/uk/london-date';
import { Button } from '~/components/ui/button';
import { errorMessage } from '~/lib/api-client';
import { downloadFile } from '~/lib/download-file';
import { toast } from '~/lib/toast';
import { StatusTag } from './list-parts';

type Complaint = AdminComplaintAnswer['complaint'];

/** Downloads one of the complaint's PDFs, drawn from the record on request. */
function PdfButton({ url, filename, label }: { url: string; filename: string; label: string }) {
  const [busy, setBusy] = useState(false);
  return (
    <Button
      variant="outline"
      aria-disabled={busy || undefined}
      onClick={() => {
        if (busy) return;
        setBusy(true);
        downloadFile(url, filename)
          .catch((error: unknown) => toast.error(errorMessage(error)))
          .finally(() => setBusy(false));
      }}
    >
      {busy ? 'Preparing the PDF…' : label}
    </Button>
  );
}

/** The final response letter, once given, and the evidence pack of a claim dispute. */
export function ComplaintDownloads({ complaint }: { complaint: Complaint }) {
  if (!complaint.letterUrl && !complaint.evidencePackUrl) return null;
  return (
    <div className="flex flex-wrap gap-3">
      {complaint.letterUrl ? (
        <PdfButton
          url={complaint.letterUrl}
          filename={`complaint-${complaint.reference}-final-response.pdf`}
          label="Download the final response letter"
        />
      ) : null}
      {complaint.evidencePackUrl ? (
        <PdfButton
          url={complaint.evidencePackUrl}
          filename={`complaint-${complaint.reference}-evidence-pack.pdf`}
          label="Download the evidence pack"
        />
      ) : null}
    </div>
  );
}

/** The complaint's timeline, oldest first: every step, who took it, and its note (staff notes marked). */
export function ComplaintTimeline({ events }: { events: Complaint['timeline'] }) {
  return (
    <ol className="space-y-3" aria-label="Complaint timeline">
      {events.map((event) => (
        <li key={event.id} className="border-l-4 border-teal-600 pl-3" data-testid="complaint-event">
          <p className="font-semibold text-navy">{event.label}</p>
          <p className="text-sm text-muted">
            <time dateTime={event.at}>{ukDateTime(event.at)}</time> · {event.by}
          </p>
          {event.kind === 'note' ? (
            <p className="mt-1 text-xs font-medium tracking-wide text-teal-700 uppercase">
              For the complaints team only
            </p>
          ) : null}
          {event.note ? <p className="mt-1 break-words whitespace-pre-line">{event.note}</p> : null}
        </li>
      ))}
    </ol>
  );
}

/** The final-response day, with "Overdue" in words beside it once it has passed while open. */
export function FinalResponseDue({ dueOn, overdue }: { dueOn: string; overdue: boolean }) {
  return (
    <span className="flex flex-wrap items-center gap-x-2" data-testid="final-response-due">
      {overdue ? <StatusTag tone="bad">Overdue</StatusTag> : null}
      <span className="whitespace-nowrap">{overdue ? `was due ${ukLongDate(dueOn)}` : ukLongDate(dueOn)}</span>
    </span>
  );
}
