import type { ComplaintSummary } from '@kestrel/domain/schemas/complaint-answers';

/** The customer's complaint about this claim's decision (the newest, as the list comes newest first), if any. */
export function complaintAboutClaim(
  complaints: readonly ComplaintSummary[],
  claimReference: string,
): ComplaintSummary | null {
  return (
    complaints.find(
      (complaint) => complaint.subject.value === 'claim-decision' && complaint.claimReference === claimReference,
    ) ?? null
  );
}
