import { claimDecisionDisputable } from '@kestrel/domain/complaints/complaint-rules';
import type { CustomerClaim } from '@kestrel/domain/schemas/claim-answers';
import { panel } from '~/components/layout/dashboard-frame';
import { ButtonLink } from '~/components/ui/button-link';
import { useClaimComplaints } from '../api/get-claim-complaints';
import { complaintAboutClaim } from '../claim-complaint';

/**
 * "I disagree with this decision" (issue #36), once the claim is decided: the way to the complaint
 * form for this claim, or, when the customer has already complained about it, to that complaint.
 */
export function ClaimDispute({ claim }: { claim: CustomerClaim }) {
  const decided = claimDecisionDisputable(claim.status.value);
  const query = useClaimComplaints(decided);
  if (!decided) return null;
  // Until the list has come the way in waits (a failed list offers the form: the server takes a second complaint).
  const complaint = query.data ? complaintAboutClaim(query.data.complaints, claim.reference) : null;
  return (
    <section className={panel} aria-labelledby="disagree" data-testid="claim-dispute">
      <h2 id="disagree" className="text-xl font-bold text-navy">
        Disagree with our decision?
      </h2>
      {complaint ? (
        <p className="mt-2">
          You complained about this decision: complaint {complaint.reference}. Where it stands: {complaint.status.label}
          .
        </p>
      ) : (
        <p className="mt-2">
          Tell us why. We acknowledge your complaint by e-mail at once and give our final response within 8 weeks; if
          you are still unhappy, you can then refer the dispute to the independent arbiter.
        </p>
      )}
      <div className="mt-4 min-h-11">
        {complaint ? (
          <ButtonLink to={`/dashboard/complaints/${complaint.id}`} variant="outline">
            View your complaint {complaint.reference}
          </ButtonLink>
        ) : query.isPending ? null : (
          <ButtonLink to={`/dashboard/complaints/new?claim=${claim.id}`} variant="outline">
            I disagree with this decision
          </ButtonLink>
        )}
      </div>
    </section>
  );
}
