import { ukLongDateAt } from '@kestrel/domain/uk/long-date';
import type { ComplaintSummary } from '@kestrel/domain/schemas/complaint-answers';
import { textLink } from '~/components/ui/button';
import { Link } from 'react-router';
import { DashboardFrame, panel } from '~/components/layout/dashboard-frame';
import { ButtonLink } from '~/components/ui/button-link';
import { LoadingStatus } from '~/components/ui/load-state';
import { QueryState } from '~/components/ui/query-state';
import type { FrameHandle } from '~/lib/page-frame';
import { useMyComplaints } from '../api/get-my-complaints';
import { finalResponseBy, subjectText } from '../complaint-text';

const text = {
  title: 'Complaints',
  intro:
    'If something has gone wrong, tell us. We acknowledge every complaint by e-mail at once and give our final response within 8 weeks.',
  loading: 'Loading your complaints…',
};

/** How to complain: about anything here; about a claim's decision from the claim's own page. */
function MakeAComplaint() {
  return (
    <section className={panel} aria-labelledby="make-complaint">
      <h2 id="make-complaint" className="text-xl font-bold text-navy">
        Make a complaint
      </h2>
      <p className="mt-1 text-muted">
        Tell us about anything we have done, or not done, that you are unhappy with. To disagree with a decision on a
        claim, open the claim from{' '}
        <Link to="/dashboard/claims" className={textLink}>
          your claims
        </Link>{' '}
        and choose &ldquo;I disagree with this decision&rdquo;: a claim dispute can go on to the independent arbiter.
      </p>
      <div className="mt-4">
        <ButtonLink to="/dashboard/complaints/new" variant="primary">
          Make a complaint
        </ButtonLink>
      </div>
    </section>
  );
}

function ComplaintItem({ complaint }: { complaint: ComplaintSummary }) {
  return (
    <li className="border-b border-line py-4 last:border-b-0" data-testid="complaint-item">
      <h3 className="text-lg font-bold text-navy">
        <Link to={`/dashboard/complaints/${complaint.id}`} className="underline">
          Complaint <span className="font-mono">{complaint.reference}</span>
        </Link>
      </h3>
      <p className="mt-1">{subjectText(complaint)}</p>
      <p className="mt-1 text-sm text-muted">
        Received {ukLongDateAt(new Date(complaint.receivedAt))} · Status: <strong>{complaint.status.label}</strong>
        {complaint.status.value === 'open'
          ? ` · Our final response ${finalResponseBy(complaint.finalResponseDueOn)}`
          : ''}
      </p>
    </li>
  );
}

/** The dashboard's Complaints page (issue #36): the customer's complaints, newest first, and how to make one. */
export function ComplaintsPage() {
  const query = useMyComplaints();
  return (
    <DashboardFrame title={text.title} intro={<p>{text.intro}</p>}>
      <MakeAComplaint />
      <section className={panel} aria-labelledby="your-complaints">
        <h2 id="your-complaints" className="text-xl font-bold text-navy">
          Your complaints
        </h2>
        <QueryState query={query} loading={text.loading}>
          {({ complaints }) =>
            complaints.length === 0 ? (
              <p className="mt-3">
                You have not made a complaint. If anything is wrong, we would rather hear it: use &ldquo;Make a
                complaint&rdquo; above.
              </p>
            ) : (
              <ul className="mt-2">
                {complaints.map((complaint) => (
                  <ComplaintItem key={complaint.id} complaint={complaint} />
                ))}
              </ul>
            )
          }
        </QueryState>
      </section>
    </DashboardFrame>
  );
}

/** The Complaints page before the session is checked and its data has come (docs/decisions/0008). */
export const complaintsPageFrame: FrameHandle = {
  frame: () => (
    <DashboardFrame title={text.title} intro={<p>{text.intro}</p>}>
      <MakeAComplaint />
      <section className={panel} aria-labelledby="your-complaints">
        <h2 id="your-complaints" className="text-xl font-bold text-navy">
          Your complaints
        </h2>
        <LoadingStatus>{text.loading}</LoadingStatus>
      </section>
    </DashboardFrame>
  ),
};
