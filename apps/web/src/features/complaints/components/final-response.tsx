import { formatPence } from '@kestrel/domain/pricing/money';
import type { CustomerComplaint } from '@kestrel/domain/schemas/complaint-answers';
import { ukLongDateAt } from '@kestrel/domain/uk/long-date';
import { panel } from '~/components/layout/dashboard-frame';
import { DetailList, type DetailRow } from '~/components/ui/detail-list';
import { complaintDocuments } from '../api/my-complaint-actions';
import { DocumentButton } from './document-button';

/** Our final response, once given: the outcome, the reasons, what we put right and the letter. */
export function FinalResponse({ complaint }: { complaint: CustomerComplaint }) {
  if (!complaint.outcome || !complaint.respondedAt) return null;
  const rows: DetailRow[] = [
    ['Outcome', <span data-testid="complaint-outcome">{complaint.outcome.label}</span>],
    ['Given on', ukLongDateAt(new Date(complaint.respondedAt))],
  ];
  if (complaint.redress) {
    const payment = complaint.redressPence ? ` (a payment of ${formatPence(complaint.redressPence)})` : '';
    rows.push(['What we put right', `${complaint.redress}${payment}`]);
  }
  const { letterUrl, reference } = complaint;
  return (
    <section className={panel} aria-labelledby="final-response">
      <h2 id="final-response" className="text-xl font-bold text-navy">
        Our final response
      </h2>
      <div className="mt-3">
        <DetailList rows={rows} />
      </div>
      {complaint.outcomeReasons ? (
        <>
          <h3 className="mt-4 font-semibold text-navy">Our reasons</h3>
          <p className="mt-1 whitespace-pre-line">{complaint.outcomeReasons}</p>
        </>
      ) : null}
      {complaint.subject.value === 'service' ? (
        <p className="mt-3 text-muted">{complaint.arbiterEligibility.reason}</p>
      ) : null}
      {letterUrl ? (
        <div className="mt-4">
          <DocumentButton
            label="Download our final response (PDF)"
            busyLabel="Preparing the letter…"
            download={() => complaintDocuments.letter(letterUrl, reference)}
          />
        </div>
      ) : null}
    </section>
  );
}
