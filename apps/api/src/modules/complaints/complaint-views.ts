import { withoutSecretLinks } from '@kestrel/domain/site/secret-links';
import {
  arbiterDecisionLabels,
  arbiterEligibility,
  complaintChannelLabels,
  complaintEventLabels,
  complaintOutcomeLabels,
  complaintStatusLabels,
  complaintSubjectLabels,
  finalResponseOverdue,
  type ArbiterEligibility,
} from '@kestrel/domain/complaints/complaint-rules';
import type { ComplaintSummary, CustomerComplaint, StaffComplaint } from '@kestrel/domain/schemas/complaint-answers';
import { formatPence } from '@kestrel/domain/pricing/money';
import { siteConfig } from '@kestrel/domain/site/site-config';
import { londonToday } from '@kestrel/domain/uk/london-date';
import type { ComplaintRow } from '../../db/complaints-schema';
import type { ComplaintRecord, QueuedComplaint } from './complaints-repository';

/*
 * A complaint as the customer and as staff read it. The customer never sees staff notes, and reads
 * staff as "The complaints team"; staff read every event with its author's name.
 */

const TEAM = 'The complaints team';
const london = (instant: Date | null) => (instant ? londonToday(instant) : null);

export function eligibilityOf(complaint: ComplaintRow, today: string): ArbiterEligibility {
  return arbiterEligibility(
    {
      subject: complaint.subject,
      claimId: complaint.claimId,
      status: complaint.status,
      finalResponseDueOn: complaint.finalResponseDueOn,
      respondedOn: london(complaint.respondedAt),
      referredOn: london(complaint.referredAt),
    },
    today,
  );
}

/**
 * An event's note as the customer (and the evidence pack) reads it. The arbiter's decision event
 * carries the claims team's next step for staff (`nextStepOf`); the customer reads the decision alone.
 */
export function customerEventNote(
  event: Pick<ComplaintRecord['events'][number], 'kind' | 'note'>,
  complaint: Pick<ComplaintRow, 'arbiterDecision'>,
): string | null {
  if (event.kind === 'arbiter-decision' && complaint.arbiterDecision) {
    return `${arbiterDecisionLabels[complaint.arbiterDecision]}.`;
  }
  return event.note === null ? null : withoutSecretLinks(event.note);
}

/** Who handles the complaint, as the customer is told. */
export const handlerOf = (record: Pick<ComplaintRecord, 'owner'>) =>
  record.owner ? `${record.owner.name}, of our complaints team` : 'Our complaints team';

export function complaintSummary(row: QueuedComplaint): ComplaintSummary {
  const { complaint } = row;
  return {
    id: complaint.id,
    reference: complaint.reference,
    subject: { value: complaint.subject, label: complaintSubjectLabels[complaint.subject] },
    status: { value: complaint.status, label: complaintStatusLabels[complaint.status] },
    claimReference: row.claimReference,
    receivedAt: complaint.receivedAt.toISOString(),
    finalResponseDueOn: complaint.finalResponseDueOn,
  };
}

/** What the arbiter decided and, for the customer, what we must now pay. */
export function nextStepOf(complaint: ComplaintRow, claimReference: string | null): string | null {
  if (complaint.arbiterDecision !== 'for-customer' || complaint.arbiterAmount === null) return null;
  return `The arbiter's decision binds us: claim ${claimReference ?? ''} is reopened at ${formatPence(complaint.arbiterAmount)}, VAT included. Pay it from the claim's page as any claim: the garage's invoice, then the payment.`;
}

export function customerComplaintView(
  record: ComplaintRecord,
  staff = false,
  today = londonToday(),
): CustomerComplaint {
  const { complaint } = record;
  const eligibility = eligibilityOf(complaint, today);
  const base = `/api/${staff ? 'admin/' : ''}complaints/${complaint.id}`;
  return {
    ...complaintSummary({ ...record, customerName: '' }),
    claimId: complaint.claimId,
    channel: { value: complaint.channel, label: complaintChannelLabels[complaint.channel] },
    // A pasted link of ours keeps its page and loses its token, whoever reads (secret-links.ts).
    description: withoutSecretLinks(complaint.description),
    handler: handlerOf(record),
    acknowledgedAt: complaint.acknowledgedAt?.toISOString() ?? null,
    outcome: complaint.outcome ? { value: complaint.outcome, label: complaintOutcomeLabels[complaint.outcome] } : null,
    outcomeReasons: complaint.outcomeReasons,
    redress: complaint.redress,
    redressPence: complaint.redressPence,
    respondedAt: complaint.respondedAt?.toISOString() ?? null,
    referredAt: complaint.referredAt?.toISOString() ?? null,
    arbiter:
      complaint.arbiterDecision && complaint.arbiterDecidedAt
        ? {
            decision: { value: complaint.arbiterDecision, label: arbiterDecisionLabels[complaint.arbiterDecision] },
            note: complaint.arbiterNote ?? '',
            amount: complaint.arbiterAmount,
            decidedAt: complaint.arbiterDecidedAt.toISOString(),
          }
        : null,
    arbiterEligibility: {
      eligible: eligibility.eligible,
      reason: eligibility.reason,
      until: eligibility.eligible ? eligibility.until : null,
    },
    timeline: record.events
      // Staff notes are the team's working record, not written to the customer.
      .filter((event) => staff || event.kind !== 'note')
      .map((event) => ({
        id: event.id,
        at: event.createdAt.toISOString(),
        kind: event.kind,
        label: complaintEventLabels[event.kind],
        by:
          event.actorId === null
            ? siteConfig.brand
            : event.actorId === record.customer.id
              ? staff
                ? `${record.customer.firstname} ${record.customer.lastname}`
                : 'You'
              : staff
                ? (event.actorName ?? TEAM)
                : TEAM,
        note: staff
          ? event.note === null
            ? null
            : withoutSecretLinks(event.note)
          : customerEventNote(event, complaint),
      })),
    letterUrl: complaint.respondedAt ? `${base}/letter` : null,
    evidencePackUrl: complaint.claimId && complaint.subject === 'claim-decision' ? `${base}/evidence-pack` : null,
    actions: eligibility.eligible && !staff ? ['refer'] : [],
  };
}

export function staffComplaintView(record: ComplaintRecord, today = londonToday()): StaffComplaint {
  const { complaint, customer } = record;
  return {
    ...customerComplaintView(record, true, today),
    claimId: complaint.claimId,
    customer: { id: customer.id, name: `${customer.firstname} ${customer.lastname}`, email: customer.email },
    owner: record.owner,
    overdue: finalResponseOverdue(complaint.status, complaint.finalResponseDueOn, today),
    nextStep: nextStepOf(complaint, record.claimReference),
  };
}
