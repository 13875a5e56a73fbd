import { declineReason, disputesTerm, termCitation } from '@kestrel/domain/claims/decline-reasons';
import { garageNextStep, nextStep } from '@kestrel/domain/claims/time-frames';
import { formatPence } from '@kestrel/domain/pricing/money';
import { secretLinkPath } from '@kestrel/domain/site/secret-links';
import { ukLongDate } from '@kestrel/domain/uk/long-date';
import type { ClaimRow, WarrantyRow } from '../../db/schema';
import { letter, siteLink } from '../outbox';
import type { QueuedEmail } from '../outbox';

/**
 * The claim's e-mails (DESIGN §8.1 "Statuses": an outbox e-mail at each step to whoever it
 * concerns). The garage's link is a secret: `@kestrel/domain/site/secret-links` removes it from what
 * staff see and from the outbox once sent.
 */

export interface ClaimParties {
  claim: ClaimRow;
  warranty: WarrantyRow;
  customer: { firstname: string; email: string };
}

export const garageLinkPath = (token: string) => secretLinkPath('/garage/claims', token);

const vehicle = (w: WarrantyRow) => `${w.make} ${w.model} (${w.registration})`;
const toCustomer = (p: ClaimParties) => ({ email: p.customer.email, name: p.customer.firstname });
const toGarage = (p: ClaimParties) => ({ email: p.claim.garage.email, name: p.claim.garage.name });
/**
 * What happens next and by when (DESIGN §9.1 "Stated on every claim page and e-mail"), timed from
 * the change the e-mail tells of: the claim row is the one that change just wrote.
 */
function nextLine(p: ClaimParties, to: 'customer' | 'garage', askedFrom?: 'customer' | 'garage'): string[] {
  const at = p.claim.updatedAt;
  const moments = {
    status: p.claim.status,
    createdAt: p.claim.createdAt,
    estimateCompleteAt: at,
    invoicedAt: at,
    ...(askedFrom ? { askedFrom } : {}),
  };
  const step = to === 'garage' ? garageNextStep(moments) : nextStep(moments);
  return step.text ? [`What happens next: ${step.text}`] : [];
}

const dashboardLine = (p: ClaimParties) =>
  `You can follow your claim ${p.claim.reference} from your dashboard, under Claims.`;

export const claimEmails = {
  reportedToCustomer: (p: ClaimParties): QueuedEmail =>
    letter({
      kind: 'claim-reported',
      to: toCustomer(p),
      subject: `Your claim ${p.claim.reference} is with us`,
      lines: [
        `Thank you: we have your claim for the ${vehicle(p.warranty)}.`,
        `We have sent ${p.claim.garage.name} a private link to send us its diagnosis and estimate. Please ask the garage not to start any repair until we have authorised it.`,
        ...nextLine(p, 'customer'),
        dashboardLine(p),
      ],
    }),

  garageLink: (p: ClaimParties, baseUrl: string, token: string): QueuedEmail =>
    letter({
      kind: 'claim-garage-link',
      to: toGarage(p),
      subject: `Warranty claim ${p.claim.reference}: please send your diagnosis and estimate`,
      lines: [
        `${p.customer.firstname} has made a warranty claim with us for the ${vehicle(p.warranty)}, and named your garage.`,
        'Please diagnose the fault and send us your itemised estimate through this private link before any repair work starts:',
        siteLink(baseUrl, garageLinkPath(token)),
        'The link is for your garage only; please do not pass it on. It works until the claim closes.',
        ...nextLine(p, 'garage'),
      ],
    }),

  estimateReceived: (p: ClaimParties): QueuedEmail =>
    letter({
      kind: 'claim-estimate-received',
      to: toCustomer(p),
      subject: `The garage's estimate for claim ${p.claim.reference}`,
      lines: [
        `${p.claim.garage.name} has sent us its diagnosis and estimate. Our claims team is checking it against your cover.`,
        ...nextLine(p, 'customer'),
        dashboardLine(p),
      ],
    }),

  /** To the garage, `link` is a fresh private link (only the hash of the last one is kept). */
  infoRequested: (p: ClaimParties, from: 'customer' | 'garage', message: string, link: string | null): QueuedEmail =>
    letter({
      kind: 'claim-info-requested',
      to: from === 'customer' ? toCustomer(p) : toGarage(p),
      subject: `Claim ${p.claim.reference}: we need some information`,
      lines: [
        `To decide claim ${p.claim.reference} for the ${vehicle(p.warranty)} we need the following:`,
        message,
        from === 'customer'
          ? 'Please answer from your claim page on your dashboard.'
          : `Please answer through your private link for this claim, which replaces any earlier one: ${link ?? ''}`,
        ...nextLine(p, from, from),
      ],
    }),

  authorised: (p: ClaimParties, to: 'customer' | 'garage', customerPays: number): QueuedEmail =>
    letter({
      kind: 'claim-authorised',
      to: to === 'customer' ? toCustomer(p) : toGarage(p),
      subject: `Claim ${p.claim.reference} authorised`,
      lines: [
        `We have authorised the repair of the ${vehicle(p.warranty)}: we will pay ${formatPence(p.claim.authorisedAmount ?? 0)}, VAT included, to ${p.claim.garage.name}.`,
        customerPays > 0
          ? to === 'customer'
            ? `${formatPence(customerPays)} of the estimate is not covered: you pay that to the garage.`
            : `${formatPence(customerPays)} of the estimate is not covered and is paid to you by the customer.`
          : 'The estimate is covered in full.',
        'The authorisation letter sets out each line; it is on the claim page.',
        ...nextLine(p, to),
      ],
    }),

  /** The note is written to the customer (DESIGN §9.1): the garage's e-mail names the reason only. */
  declined: (p: ClaimParties, to: 'customer' | 'garage'): QueuedEmail => {
    const reason = declineReason(p.claim.declineReason ?? 'other');
    const note = to === 'customer' && p.claim.declineNote ? ` (${p.claim.declineNote})` : '';
    return letter({
      kind: 'claim-declined',
      to: to === 'customer' ? toCustomer(p) : toGarage(p),
      subject: `Claim ${p.claim.reference}: our decision`,
      lines: [
        `We are sorry: we cannot pay claim ${p.claim.reference} for the ${vehicle(p.warranty)}.`,
        `The reason: ${reason.label}${note}. This rests on ${termCitation(reason.term)}.`,
        `If you disagree, please tell us; if we cannot resolve it, you may take it to the independent final arbiter, as ${termCitation(disputesTerm)} explains.`,
      ],
    });
  },

  /** A message the claims team wrote to the customer or the garage; to the garage with a fresh private link. */
  message: (p: ClaimParties, to: 'customer' | 'garage', message: string, link: string | null): QueuedEmail =>
    letter({
      kind: 'claim-message',
      to: to === 'customer' ? toCustomer(p) : toGarage(p),
      subject: `Claim ${p.claim.reference}: a message from our claims team`,
      lines: [
        `About claim ${p.claim.reference} for the ${vehicle(p.warranty)}:`,
        message,
        to === 'customer'
          ? dashboardLine(p)
          : `You can reply through your private link for this claim, which replaces any earlier one: ${link ?? ''}`,
      ],
    }),

  withdrawn: (p: ClaimParties): QueuedEmail =>
    letter({
      kind: 'claim-withdrawn',
      to: toGarage(p),
      subject: `Claim ${p.claim.reference} withdrawn`,
      lines: [
        `The customer has withdrawn claim ${p.claim.reference} for the ${vehicle(p.warranty)}. No repair is authorised under it.`,
      ],
    }),

  invoiced: (p: ClaimParties): QueuedEmail =>
    letter({
      kind: 'claim-invoiced',
      to: toCustomer(p),
      subject: `Claim ${p.claim.reference}: the garage's invoice is in`,
      lines: [
        `We have the garage's invoice for claim ${p.claim.reference} and will pay what we authorised.`,
        ...nextLine(p, 'customer'),
        dashboardLine(p),
      ],
    }),

  paid: (p: ClaimParties, to: 'customer' | 'garage'): QueuedEmail =>
    letter({
      kind: 'claim-paid',
      to: to === 'customer' ? toCustomer(p) : toGarage(p),
      subject: `Claim ${p.claim.reference} paid`,
      lines: [
        `We paid ${p.claim.garage.name} ${formatPence(p.claim.authorisedAmount ?? 0)} for claim ${p.claim.reference} on ${p.claim.paidOn ? ukLongDate(p.claim.paidOn) : 'today'} (payment reference ${p.claim.paymentReference ?? ''}).`,
        'The claim is now closed.',
      ],
    }),

  /** To the garage when the arbiter's award reopens the claim at a new amount (never naming the complaint). */
  awarded: (p: ClaimParties, link: string | null): QueuedEmail =>
    letter({
      kind: 'claim-awarded',
      to: toGarage(p),
      subject: `Claim ${p.claim.reference}: repair authorised at ${formatPence(p.claim.authorisedAmount ?? 0)}`,
      lines: [
        `We have reviewed claim ${p.claim.reference} for the ${vehicle(p.warranty)} and now pay ${formatPence(p.claim.authorisedAmount ?? 0)}, VAT included, to ${p.claim.garage.name}. This replaces any earlier decision on the claim.`,
        link
          ? `Please send your invoice through your private link: ${link}`
          : 'We have your invoice and will pay this amount.',
        ...nextLine(p, 'garage'),
      ],
    }),

  /** To the customer when the award's balance on a claim the garage had been paid is paid to them. */
  awardBalancePaid: (p: ClaimParties, amount: number): QueuedEmail =>
    letter({
      kind: 'claim-paid',
      to: toCustomer(p),
      subject: `Claim ${p.claim.reference}: we have paid you ${formatPence(amount)}`,
      lines: [
        `We paid you ${formatPence(amount)} on claim ${p.claim.reference} on ${p.claim.paidOn ? ukLongDate(p.claim.paidOn) : 'today'} (payment reference ${p.claim.paymentReference ?? ''}): the rest of the independent arbiter's award of ${formatPence(p.claim.awardedAmount ?? 0)}, after the ${formatPence(p.claim.paidBeforeAward ?? 0)} we had paid the garage.`,
        'The claim is now closed.',
      ],
    }),

  /** A claims handler withdrew the rules' authorisation before the invoice (DESIGN §9.2), with why. */
  automaticReversed: (p: ClaimParties, to: 'customer' | 'garage', reason: string): QueuedEmail =>
    letter({
      kind: 'claim-automatic-reversed',
      to: to === 'customer' ? toCustomer(p) : toGarage(p),
      subject: `Claim ${p.claim.reference}: the authorisation is withdrawn for now`,
      lines: [
        `Our claims team has looked again at claim ${p.claim.reference} for the ${vehicle(p.warranty)} and withdrawn the authorisation our rules gave automatically. A claims handler will now decide the claim.`,
        `The reason: ${reason}`,
        to === 'customer'
          ? 'Please ask the garage not to go on with the repair until we have decided.'
          : 'Please do not start or go on with the repair until we have decided; we will tell you as soon as we have.',
        ...nextLine(p, to),
      ],
    }),

  reopened: (p: ClaimParties): QueuedEmail =>
    letter({
      kind: 'claim-reopened',
      to: toCustomer(p),
      subject: `Claim ${p.claim.reference} reopened`,
      lines: [
        `We have reopened claim ${p.claim.reference} and are looking at it again.`,
        ...nextLine(p, 'customer'),
        dashboardLine(p),
      ],
    }),
};
