import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { CustomerComplaint, MyComplaintAnswer } from '@kestrel/domain/schemas/complaint-answers';
import { ukLongDateAt } from '@kestrel/domain/uk/long-date';
import { textLink } from '~/components/ui/button';
import { Link, useLocation } from 'react-router';
import { DashboardFrame, dashboardFrame, panel } from '~/components/layout/dashboard-frame';
import { DetailList, type DetailRow } from '~/components/ui/detail-list';
import { QueryState } from '~/components/ui/query-state';
import { queryKeys } from '~/lib/query-keys';
import { myComplaintQueryOptions } from '../api/get-my-complaint';
import { complaintMadeMessage, finalResponseBy } from '../complaint-text';
import { ArbiterPanel } from './arbiter-panel';
import { ComplaintTimeline } from './complaint-timeline';
import { FinalResponse } from './final-response';

const text = {
  title: 'Your complaint',
  intro: 'Where your complaint stands, who is handling it, the dates we keep to and each step so far.',
  loading: 'Loading your complaint…',
};

/** The complaint page before the session is checked and its data has come (docs/decisions/0008). */
export const complaintPageFrame = dashboardFrame(text);

/** What the complaint is about: the claim's decision (with a link to the claim) or our service. */
function Subject({ complaint }: { complaint: CustomerComplaint }) {
  if (!complaint.claimReference) return <>{complaint.subject.label}</>;
  return (
    <>
      {complaint.subject.label}: claim{' '}
      {complaint.claimId ? (
        <Link to={`/dashboard/claims/${complaint.claimId}`} className={textLink}>
          {complaint.claimReference}
        </Link>
      ) : (
        complaint.claimReference
      )}
    </>
  );
}

function Facts({ complaint }: { complaint: CustomerComplaint }) {
  const rows: DetailRow[] = [
    [
      'Reference',
      <span className="font-mono" data-testid="complaint-reference">
        {complaint.reference}
      </span>,
    ],
    ['About', <Subject complaint={complaint} />],
    ['Status', <span data-testid="complaint-status">{complaint.status.label}</span>],
    ['Received', `${ukLongDateAt(new Date(complaint.receivedAt))} (${complaint.channel.label.toLowerCase()})`],
    [
      'Acknowledged',
      <span data-testid="acknowledged">
        {complaint.acknowledgedAt
          ? `By e-mail on ${ukLongDateAt(new Date(complaint.acknowledgedAt))}`
          : 'Not yet: we acknowledge every complaint by e-mail'}
      </span>,
    ],
    ['Handled by', complaint.handler],
    [
      'Our final response',
      <span data-testid="final-response-due">
        {complaint.respondedAt
          ? `Given on ${ukLongDateAt(new Date(complaint.respondedAt))}`
          : `${finalResponseBy(complaint.finalResponseDueOn)} at the latest (8 weeks from the day we received it)`}
      </span>,
    ],
  ];
  return (
    <section className={panel} aria-labelledby="about-complaint">
      <h2 id="about-complaint" className="text-xl font-bold text-navy">
        About your complaint
      </h2>
      <div className="mt-3">
        <DetailList rows={rows} />
      </div>
      <h3 className="mt-4 font-semibold text-navy">What you told us</h3>
      <p className="mt-1 whitespace-pre-line break-words">{complaint.description}</p>
    </section>
  );
}

/** The customer's complaint (issue #36): its dates, who handles it, our final response, the arbiter and the timeline. */
export function ComplaintPage({ id }: { id: string }) {
  const client = useQueryClient();
  const options = myComplaintQueryOptions(id);
  const query = useQuery(options);
  // Set by the form that made the complaint: the thanks is said once, on arrival.
  const justMade = (useLocation().state as { complaintMade?: boolean } | null)?.complaintMade === true;
  const update = (answer: MyComplaintAnswer) => {
    client.setQueryData(options.queryKey, answer);
    void client.invalidateQueries({ queryKey: queryKeys.complaints.mine() });
  };
  const title = query.data ? `Complaint ${query.data.complaint.reference}` : text.title;
  return (
    <DashboardFrame title={title} intro={<p>{text.intro}</p>}>
      <QueryState query={query} loading={text.loading}>
        {({ complaint }) => (
          <>
            {justMade ? (
              <p
                role="status"
                className="rounded-lg border-2 border-teal-700 bg-white p-4 font-semibold"
                data-testid="complaint-made"
              >
                {complaintMadeMessage(complaint)}
              </p>
            ) : null}
            <Facts complaint={complaint} />
            <FinalResponse complaint={complaint} />
            <ArbiterPanel complaint={complaint} onChange={update} />
            <section className={panel} aria-labelledby="complaint-timeline">
              <h2 id="complaint-timeline" className="mb-3 text-xl font-bold text-navy">
                Timeline
              </h2>
              <ComplaintTimeline events={complaint.timeline} />
            </section>
          </>
        )}
      </QueryState>
    </DashboardFrame>
  );
}
