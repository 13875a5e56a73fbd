import { claimDecisionDisputable } from '@kestrel/domain/complaints/complaint-rules';
import { textLink } from '~/components/ui/button';
import { Link } from 'react-router';
import { DashboardFrame, panel } from '~/components/layout/dashboard-frame';
import { LoadingStatus } from '~/components/ui/load-state';
import { QueryState } from '~/components/ui/query-state';
import type { FrameHandle } from '~/lib/page-frame';
import { useDisputedClaim } from '../api/get-disputed-claim';
import { ComplaintForm } from './complaint-form';

const text = {
  title: 'Make a complaint',
  intro:
    'Tell us what went wrong and what you would like us to do. We e-mail you an acknowledgement at once, with your complaint reference, and give our final response within 8 weeks.',
  loadingClaim: 'Loading your claim…',
};

/** The claim whose decision is disputed, named with its vehicle and our decision. */
function DisputedClaim({ claimId }: { claimId: string }) {
  const query = useDisputedClaim(claimId);
  return (
    <QueryState query={query} loading={text.loadingClaim}>
      {({ claim }) => (
        <>
          <section className={panel} aria-labelledby="complaint-about">
            <h2 id="complaint-about" className="text-xl font-bold text-navy">
              About our decision on claim {claim.reference}
            </h2>
            <p className="mt-2" data-testid="disputed-claim">
              <Link to={`/dashboard/claims/${claim.id}`} className={textLink}>
                Claim {claim.reference}
              </Link>{' '}
              · {claim.vehicle.registration} · {claim.vehicle.make} {claim.vehicle.model}. Our decision:{' '}
              <strong>{claim.status.label}</strong>.
            </p>
            {claimDecisionDisputable(claim.status.value) ? null : (
              <p className="mt-2 text-muted">
                We have not decided this claim yet. You can still complain now, about how it is going.
              </p>
            )}
            <p className="mt-2 text-muted">
              If you are still unhappy after our final response, or we have not given it within 8 weeks, you can refer
              the dispute to the independent arbiter.
            </p>
          </section>
          <div className={panel}>
            <ComplaintForm claimId={claim.id} />
          </div>
        </>
      )}
    </QueryState>
  );
}

/** A complaint about our service: anything other than a claim's decision. */
function ServiceComplaint() {
  return (
    <section className={panel} aria-labelledby="complaint-about">
      <h2 id="complaint-about" className="text-xl font-bold text-navy">
        About our service
      </h2>
      <p className="mt-2 text-muted">
        To disagree with a decision on a claim, open the claim from{' '}
        <Link to="/dashboard/claims" className={textLink}>
          your claims
        </Link>{' '}
        and choose &ldquo;I disagree with this decision&rdquo;.
      </p>
      <div className="mt-4">
        <ComplaintForm claimId={null} />
      </div>
    </section>
  );
}

/** The complaint form (issue #36): about a claim's decision with `?claim=<id>`, otherwise about our service. */
export function NewComplaintPage({ claimId }: { claimId: string | null }) {
  return (
    <DashboardFrame title={text.title} intro={<p>{text.intro}</p>}>
      {claimId ? <DisputedClaim claimId={claimId} /> : <ServiceComplaint />}
    </DashboardFrame>
  );
}

/** The form's page before the session is checked (docs/decisions/0008): the address is not known to the build. */
export const newComplaintPageFrame: FrameHandle = {
  frame: () => (
    <DashboardFrame title={text.title} intro={<p>{text.intro}</p>}>
      <LoadingStatus>Loading…</LoadingStatus>
    </DashboardFrame>
  ),
};
