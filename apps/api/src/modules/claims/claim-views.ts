import { planName } from '@kestrel/domain/catalogue/plans';
import { audienceIncludes, type ClaimAudience } from '@kestrel/domain/claims/claim-audiences';
import { CLAIM_FILES_MAX, claimFileKindLabels } from '@kestrel/domain/claims/claim-files';
import {
  claimActionsFor,
  type ClaimActor,
  type ClaimParty,
  claimOpen,
  claimStatusLabels,
  claimTransitions,
} from '@kestrel/domain/claims/claim-status';
import { automaticAuthorisationReversible } from '@kestrel/domain/claims/auto-decision';
import { declineReason } from '@kestrel/domain/claims/decline-reasons';
import { withoutSecretLinks } from '@kestrel/domain/site/secret-links';
import { siteConfig } from '@kestrel/domain/site/site-config';
import type {
  AdminClaimAnswer,
  ClaimEvent,
  ClaimSummary,
  CustomerClaim,
  GarageClaimAnswer,
  StaffClaimEvent,
} from '@kestrel/domain/schemas/claim-answers';
import type { ClaimEventKind, ClaimRow, WarrantyRow } from '../../db/schema';
import { assessmentAnswer, assessmentOf } from './claim-assessment';
import type { ClaimFileInfo } from './claim-files-repository';
import { garageCoverOf, garageNextStepOf, nextStepOf } from './claim-next-step';
import type { ClaimRecord } from './claim-records-repository';

const otherEventLabels: Record<string, string> = {
  reported: 'Claim made',
  message: 'Message',
  adjust: 'Assessment adjusted',
  'garage-link-sent': 'Link sent to the garage',
  'file-added': 'File added',
};

export function eventLabel(kind: ClaimEventKind): string {
  return claimTransitions.find((t) => t.action === kind)?.label ?? otherEventLabels[kind] ?? kind;
}

const actorNames: Record<ClaimActor, string> = {
  customer: 'The customer',
  garage: 'The garage',
  staff: 'The claims team',
  system: `${siteConfig.brand} (automatic)`,
};

type Viewer = ClaimParty;

/** Who an event was by, as the viewer reads it. */
function eventBy(record: ClaimRecord, event: ClaimRecord['events'][number], viewer: Viewer): string {
  // The garage's first link is e-mailed by us when the customer makes the claim, not by them.
  if (event.kind === 'garage-link-sent' && event.actor === 'customer') return siteConfig.brand;
  if (viewer === event.actor && viewer !== 'staff') return 'You';
  if (viewer === 'staff' && event.actor === 'staff' && event.actorName) return event.actorName;
  if (viewer === 'staff' && event.actor === 'customer') {
    return `${record.customer.firstname} ${record.customer.lastname} (customer)`;
  }
  return actorNames[event.actor];
}

/** A message or a file added is nothing but its note: one not written for the viewer is left out whole. */
const noteIsTheEvent: ReadonlySet<ClaimEventKind> = new Set(['message', 'file-added']);

/** One event as the viewer reads it, field by field: its note only when written for them (DESIGN §9.1). */
function eventAs(record: ClaimRecord, event: ClaimRecord['events'][number], viewer: Viewer): ClaimEvent {
  return {
    id: event.id,
    at: event.createdAt.toISOString(),
    kind: event.kind,
    label: eventLabel(event.kind),
    actor: event.actor,
    by: eventBy(record, event, viewer),
    // A pasted link of ours keeps its page and loses its token, whoever reads (secret-links.ts).
    note: audienceIncludes(event.audience, viewer) && event.note !== null ? withoutSecretLinks(event.note) : null,
  };
}

/** The timeline the customer or the garage reads; other events keep their label without the note. */
function timeline(record: ClaimRecord, viewer: Viewer): ClaimEvent[] {
  return record.events
    .filter((event) => !noteIsTheEvent.has(event.kind) || audienceIncludes(event.audience, viewer))
    .map((event) => eventAs(record, event, viewer));
}

/** The claims team read every note, each marked with whom it was written for. */
function staffTimeline(record: ClaimRecord): StaffClaimEvent[] {
  return record.events.map((event) => ({ ...eventAs(record, event, 'staff'), audience: event.audience }));
}

/**
 * Which of a claim's files a party sees: the customer and staff all of them; the garage only those
 * it sent, since the customer's own photos and documents are theirs and the claims team's.
 */
export function fileVisibleTo(viewer: Viewer, file: Pick<ClaimFileInfo, 'uploadedBy'>): boolean {
  return viewer !== 'garage' || file.uploadedBy === 'garage';
}

/** Whom a "file added" note is for: exactly who sees the file (`fileVisibleTo`), besides staff. */
export function fileAudience(uploadedBy: ClaimFileInfo['uploadedBy']): ClaimAudience {
  return uploadedBy === 'garage' ? 'everyone' : 'customer';
}

/** The claim's files, each with the download address of the party that reads them. */
function filesOf(record: ClaimRecord, base: string, viewer: Viewer): Pick<CustomerClaim, 'files' | 'filesLeft'> {
  return {
    files: record.files
      .filter((file) => fileVisibleTo(viewer, file))
      .map((file) => ({
        id: file.id,
        kind: file.kind,
        kindLabel: claimFileKindLabels[file.kind],
        filename: file.filename,
        contentType: file.contentType,
        size: file.size,
        uploadedBy: file.uploadedBy,
        at: file.createdAt.toISOString(),
        url: `${base}/files/${file.id}`,
      })),
    filesLeft: claimOpen(record.claim.status) ? Math.max(0, CLAIM_FILES_MAX - record.files.length) : 0,
  };
}

const statusOf = (claim: ClaimRow) => ({ value: claim.status, label: claimStatusLabels[claim.status] });
const vehicleOf = (warranty: WarrantyRow) => ({
  registration: warranty.registration,
  make: warranty.make,
  model: warranty.model,
});

function decisionOf(claim: ClaimRow) {
  return {
    authorisedAmount: claim.authorisedAmount,
    authorisedAt: claim.authorisedAt?.toISOString() ?? null,
    declineReason: claim.declineReason,
    declineReasonLabel: claim.declineReason ? declineReason(claim.declineReason).label : null,
    declineNote: claim.declineNote,
    invoice: claim.invoice,
    paymentReference: claim.paymentReference,
    paidOn: claim.paidOn,
    award: awardOf(claim),
  };
}

/** The arbiter's award on the claim, with what is paid now: the award less what we had paid. */
export function awardOf(claim: ClaimRow) {
  if (claim.awardedAmount === null || claim.awardedAt === null) return null;
  return {
    amount: claim.awardedAmount,
    awardedAt: claim.awardedAt.toISOString(),
    paidBefore: claim.paidBeforeAward,
    payNow: claim.awardedAmount - (claim.paidBeforeAward ?? 0),
  };
}

/** The decision as the garage reads it: the decline reason's label, not the note written to the customer. */
function garageDecisionOf(claim: ClaimRow): GarageClaimAnswer['decision'] {
  return {
    authorisedAmount: claim.authorisedAmount,
    authorisedAt: claim.authorisedAt?.toISOString() ?? null,
    declineReasonLabel: claim.declineReason ? declineReason(claim.declineReason).label : null,
    invoice: claim.invoice
      ? { number: claim.invoice.number, date: claim.invoice.date, amount: claim.invoice.amount }
      : null,
    paymentReference: claim.paymentReference,
    paidOn: claim.paidOn,
  };
}

/** Whether the claim has a letter, and which: authorisation once authorised, decline once declined. */
export function letterKind(claim: ClaimRow): 'authorisation' | 'decline' | null {
  if (claim.status === 'declined') return 'decline';
  if (claim.authorisedAmount !== null && ['authorised', 'invoiced', 'paid'].includes(claim.status)) {
    return 'authorisation';
  }
  return null;
}

const decided = (claim: ClaimRow) => letterKind(claim) === 'authorisation';

/** The assessment as a page reads it, with what we pay: the amount authorised once decided. */
const assessmentView = (claim: ClaimRow, warranty: WarrantyRow) =>
  assessmentAnswer(assessmentOf(claim, warranty), decided(claim) ? claim.authorisedAmount : null);

export function claimSummary({ claim, warranty }: { claim: ClaimRow; warranty: WarrantyRow }): ClaimSummary {
  return {
    id: claim.id,
    reference: claim.reference,
    warrantyId: claim.warrantyId,
    status: statusOf(claim),
    vehicle: vehicleOf(warranty),
    faultDate: claim.faultDate,
    createdAt: claim.createdAt.toISOString(),
    updatedAt: claim.updatedAt.toISOString(),
  };
}

export function customerClaimView(record: ClaimRecord, viewer: Viewer = 'customer'): CustomerClaim {
  const { claim, warranty } = record;
  const { name, address, postcode, phone, email } = claim.garage;
  return {
    ...claimSummary(record),
    mileage: claim.mileage,
    whatHappened: claim.whatHappened,
    safeToDrive: claim.safeToDrive,
    warningLights: claim.warningLights,
    garage: { name, address, postcode, phone, email },
    actions: claimActionsFor(claim.status, 'customer'),
    assessment: decided(claim) ? assessmentView(claim, warranty) : null,
    decision: decisionOf(claim),
    nextStep: nextStepOf(claim, record.events),
    timeline: timeline(record, viewer),
    ...filesOf(record, `/api/claims/my-claims/${claim.id}`, 'customer'),
    letterUrl: letterKind(claim) ? `/api/claims/my-claims/${claim.id}/letter` : null,
  };
}

/**
 * The garage's page (DESIGN §8.1 "The garage", §9.1 "Who sees what"), built field by field from the
 * allow-list `garageClaimAnswerSchema`: nothing is spread in from the claim or the customer.
 */
export function garageClaimView(record: ClaimRecord, token: string): GarageClaimAnswer {
  const { claim, warranty, customer } = record;
  const { estimate } = claim;
  const { files, filesLeft } = filesOf(record, `/api/garage/claims/${token}`, 'garage');
  return {
    reference: claim.reference,
    status: statusOf(claim),
    customerName: `${customer.firstname} ${customer.lastname}`,
    vehicle: vehicleOf(warranty),
    faultDate: claim.faultDate,
    garageName: claim.garage.name,
    cover: garageCoverOf(warranty),
    nextStep: garageNextStepOf(claim, record.events),
    actions: claimActionsFor(claim.status, 'garage'),
    estimate: estimate ? { diagnosis: estimate.diagnosis, lines: estimate.lines, vatNumber: estimate.vatNumber } : null,
    assessment: decided(claim) ? assessmentView(claim, warranty) : null,
    decision: garageDecisionOf(claim),
    timeline: timeline(record, 'garage'),
    files,
    filesLeft,
    letterUrl: letterKind(claim) ? `/api/garage/claims/${token}/letter` : null,
  };
}

export function adminClaimView(
  record: ClaimRecord,
  earlier: ClaimSummary[],
  signals: AdminClaimAnswer['claim']['signals'],
): AdminClaimAnswer {
  const { claim, warranty, customer } = record;
  const base = customerClaimView(record, 'staff');
  return {
    claim: {
      ...base,
      assessment: assessmentView(claim, warranty),
      garage: { ...base.garage, vatNumber: claim.garage.vatNumber },
      customer: { id: customer.id, name: `${customer.firstname} ${customer.lastname}`, email: customer.email },
      timeline: staffTimeline(record),
      warranty: {
        id: warranty.id,
        planName: planName(warranty),
        level: warranty.level,
        claimLimit: warranty.claimLimit,
        status: warranty.status,
        startDate: warranty.startDate,
        expiryDate: warranty.expiryDate,
        purchaseMileage: warranty.mileage,
        inspectionDate: warranty.inspectionDate,
        inspectionGarage: warranty.inspectionGarage,
      },
      estimate: claim.estimate,
      staffActions: [
        ...claimActionsFor(claim.status, 'staff'),
        ...(automaticAuthorisationReversible(claim.status, record.events) ? (['reverse-automatic'] as const) : []),
      ],
      adjustable: claim.status === 'estimate-received' || claim.status === 'info-requested',
      earlierClaims: earlier.filter((c) => c.id !== claim.id),
      signals,
      automaticDecision: claim.automaticDecision,
      ...filesOf(record, `/api/admin/claims/${claim.id}`, 'staff'),
      letterUrl: letterKind(claim) ? `/api/admin/claims/${claim.id}/letter` : null,
    },
  };
}
