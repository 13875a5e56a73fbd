import { declineReason, disputesTerm, termCitation } from '@kestrel/domain/claims/decline-reasons';
import { formatPence } from '@kestrel/domain/pricing/money';
import { secretLinkPath } from '@kestrel/domain/site/secret-links';
import { ukLongDate } from '@kestrel/domain/uk/long-date';
import type { ClaimRow, WarrantyRow } from '../../db/schema';
import { letter } from '../outbox';
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
        `${baseUrl}${garageLinkPath(token)}`,
        'The link is for your garage only; please do not pass it on. It works until the claim closes.',
      ],
    }),

  estimateReceived: (p: ClaimParties): QueuedEmail =>
    letter({
      kind: 'claim-estimate-received',
      to: toCustomer(p),
      subject: `The garage's estimate for claim ${p.claim.reference}`,
      lines: [
        `${p.claim.garage.name} has sent us its diagnosis and estimate. Our claims team is checking it against your cover and will be in touch.`,
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
          ? `${formatPence(customerPays)} of the estimate is not covered and is paid to the garage by the customer.`
          : 'The estimate is covered in full.',
        'The authorisation letter sets out each line; it is on the claim page.',
      ],
    }),

  declined: (p: ClaimParties, to: 'customer' | 'garage'): QueuedEmail => {
    const reason = declineReason(p.claim.declineReason ?? 'other');
    return letter({
      kind: 'claim-declined',
      to: to === 'customer' ? toCustomer(p) : toGarage(p),
      subject: `Claim ${p.claim.reference}: our decision`,
      lines: [
        `We are sorry: we cannot pay claim ${p.claim.reference} for the ${vehicle(p.warranty)}.`,
        `The reason: ${reason.label}${p.claim.declineNote ? ` (${p.claim.declineNote})` : ''}. This rests on ${termCitation(reason.term)}.`,
        `If you disagree, please tell us; if we cannot resolve it, you may take it to the independent final arbiter, as ${termCitation(disputesTerm)} explains.`,
      ],
    });
  },

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

  reopened: (p: ClaimParties): QueuedEmail =>
    letter({
      kind: 'claim-reopened',
      to: toCustomer(p),
      subject: `Claim ${p.claim.reference} reopened`,
      lines: [`We have reopened claim ${p.claim.reference} and are looking at it again.`, dashboardLine(p)],
    }),
};
