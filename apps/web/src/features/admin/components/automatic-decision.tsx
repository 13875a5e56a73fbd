import type { AdminClaimAnswer, ClaimsQueueAnswer } from '@kestrel/domain/schemas/claim-answers';
import { ukLongDateAt } from '@kestrel/domain/uk/long-date';
import { StatusTag } from './list-parts';

type Decision = AdminClaimAnswer['claim']['automaticDecision'];

/**
 * The rules' decision on the latest estimate (DESIGN §9.2) on the staff claim page: authorised
 * automatically (for the daily sample check), or why a person decides, each reason in words.
 */
export function AutomaticDecisionPanel({ decision }: { decision: Decision }) {
  if (!decision) return null;
  const when = ukLongDateAt(new Date(decision.decidedAt));
  const version =
    decision.settingsVersion === null ? 'no automatic limit' : `limit version ${decision.settingsVersion}`;
  if (decision.outcome === 'authorise') {
    return (
      <section
        aria-labelledby="automatic-decision-heading"
        className="rounded-2xl border border-line bg-white p-4 sm:p-6"
        data-testid="automatic-decision"
      >
        <h2 id="automatic-decision-heading" className="mb-2 text-lg font-bold text-navy">
          Authorised automatically
        </h2>
        <p>
          Our rules authorised this claim on {when} ({version}): every line is within the published rules. A claims
          handler may reverse it before the garage invoices.
        </p>
      </section>
    );
  }
  return (
    <section
      aria-labelledby="automatic-decision-heading"
      className="rounded-2xl border border-amber-300 bg-amber-50 p-4 sm:p-6"
      data-testid="automatic-decision"
    >
      <h2 id="automatic-decision-heading" className="mb-2 text-lg font-bold text-navy">
        Why a person decides
      </h2>
      <p className="mb-2 text-muted">
        The rules could not decide the estimate of {when} ({version}):
      </p>
      <ul className="list-disc space-y-1 pl-5">
        {decision.reasons.map((reason) => (
          <li key={reason}>{reason}</li>
        ))}
      </ul>
    </section>
  );
}

type Queued = ClaimsQueueAnswer['claims'][number];

/** The queue's cell: "Automatic" for the daily sample check, or why a person decides. */
export function AutomaticDecisionCell({ claim }: { claim: Queued }) {
  if (claim.automatic) return <StatusTag tone="good">Automatic</StatusTag>;
  if (claim.personReasons.length === 0) return <span className="text-muted">None</span>;
  return (
    <ul className="list-disc space-y-1 pl-4 text-sm">
      {claim.personReasons.map((reason) => (
        <li key={reason}>{reason}</li>
      ))}
    </ul>
  );
}
