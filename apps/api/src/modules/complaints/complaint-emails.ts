import {
  ARBITER_MONTHS,
  complaintOutcomeLabels,
  FINAL_RESPONSE_WEEKS,
} from '@kestrel/domain/complaints/complaint-rules';
import { formatPence } from '@kestrel/domain/pricing/money';
import { londonToday } from '@kestrel/domain/uk/london-date';
import { ukLongDate, ukLongDateAt } from '@kestrel/domain/uk/long-date';
import { withoutSecretLinks } from '@kestrel/domain/site/secret-links';
import { letter, type QueuedEmail, siteLink } from '../outbox';
import type { ComplaintRecord } from './complaints-repository';
import { eligibilityOf, handlerOf } from './complaint-views';

/**
 * The complaint's e-mails to the customer (docs/complaints.md): the acknowledgement at once, our
 * final response, the referral recorded and the arbiter's decision. Each quotes the KP reference.
 */

const to = (r: ComplaintRecord) => ({ email: r.customer.email, name: r.customer.firstname });
const references = (r: ComplaintRecord) =>
  [
    ['Complaint reference', r.complaint.reference] as const,
    ...(r.claimReference ? [['Claim number', r.claimReference] as const] : []),
  ] as const;
const dashboardLine = 'You can follow your complaint from your dashboard, under Complaints.';

export const complaintEmails = {
  acknowledged: (r: ComplaintRecord): QueuedEmail =>
    letter({
      kind: 'complaint-acknowledged',
      to: to(r),
      subject: `We have your complaint ${r.complaint.reference}`,
      lines: [
        `Thank you for telling us what went wrong. We received your complaint on ${ukLongDateAt(r.complaint.receivedAt)}${
          r.claimReference ? ` about the decision on claim ${r.claimReference}` : ''
        }, and its reference is ${r.complaint.reference}.`,
        `${handlerOf(r)} will look into it. We will send you our final response by ${ukLongDate(r.complaint.finalResponseDueOn)} at the latest, which is ${FINAL_RESPONSE_WEEKS} weeks from the day we received it, and sooner if we can.`,
        ...(r.claimReference
          ? [
              `If we have not given our final response by then, or you disagree with it, you can refer the dispute about the claim to the independent final arbiter within ${ARBITER_MONTHS} months of our final response.`,
            ]
          : []),
        dashboardLine,
      ],
      references: references(r),
    }),

  finalResponse: (r: ComplaintRecord): QueuedEmail => {
    const { complaint } = r;
    const eligibility = eligibilityOf(complaint, londonToday(complaint.respondedAt ?? new Date()));
    return letter({
      kind: 'complaint-final-response',
      to: to(r),
      subject: `Our final response to your complaint ${complaint.reference}`,
      lines: [
        `We have looked into your complaint ${complaint.reference}. Our answer: ${complaintOutcomeLabels[complaint.outcome ?? 'not-upheld'].toLowerCase()}.`,
        complaint.outcomeReasons ?? '',
        ...(complaint.redress
          ? [
              `What we will put right: ${complaint.redress}${complaint.redressPence ? ` (${formatPence(complaint.redressPence)})` : ''}.`,
            ]
          : []),
        'Our final response letter is on your complaint’s page of your dashboard, as a PDF.',
        ...(eligibility.eligible ? [eligibility.reason.replace(/^You can/, 'If you disagree, you can')] : []),
      ],
      references: references(r),
    });
  },

  referred: (r: ComplaintRecord): QueuedEmail =>
    letter({
      kind: 'complaint-referred',
      to: to(r),
      subject: `Your dispute ${r.complaint.reference} is with the independent arbiter`,
      lines: [
        `We have recorded your referral of the dispute about claim ${r.claimReference ?? ''} to the independent final arbiter.`,
        'We send the arbiter the evidence pack: the claim, the garage’s estimate and invoice, our assessment line by line with its reasons, the letters, the timeline, the list of files, your complaint and our response. You can download the same pack from your complaint’s page.',
        'The arbiter’s decision binds us. Referral does not affect your right to go to court.',
      ],
      references: references(r),
    }),

  arbiterDecided: (r: ComplaintRecord): QueuedEmail => {
    const { complaint } = r;
    const forYou = complaint.arbiterDecision === 'for-customer';
    return letter({
      kind: 'complaint-arbiter-decision',
      to: to(r),
      subject: `The arbiter's decision on your dispute ${complaint.reference}`,
      lines: [
        forYou
          ? `The independent arbiter has decided the dispute about claim ${r.claimReference ?? ''} in your favour: we pay ${formatPence(complaint.arbiterAmount ?? 0)} on the claim, VAT included. The decision binds us: we have reopened the claim at that amount, and will tell you when it is paid.`
          : `The independent arbiter has decided the dispute about claim ${r.claimReference ?? ''} in our favour, so our decision on the claim stands.`,
        complaint.arbiterNote ?? '',
        'Referral to the arbiter does not affect your right to go to court.',
      ],
      references: references(r),
    });
  },

  /** To the complaints team when a customer complains online, so the 8 weeks start with someone on it. */
  staffNotice: (r: ComplaintRecord, staffEmail: string, baseUrl: string): QueuedEmail => ({
    kind: 'complaint-notice',
    to: staffEmail,
    subject: `New complaint ${r.complaint.reference}${r.claimReference ? ` about claim ${r.claimReference}` : ''}`,
    text: [
      `A customer complained through the website on ${ukLongDateAt(r.complaint.receivedAt)}. The acknowledgement has gone to them.`,
      '',
      `Complaint reference: ${r.complaint.reference}`,
      ...(r.claimReference ? [`Claim number: ${r.claimReference}`] : []),
      `Final response due by: ${ukLongDate(r.complaint.finalResponseDueOn)}`,
      '',
      // Staff read it: a pasted link of ours keeps its page and loses its token (secret-links.ts).
      withoutSecretLinks(r.complaint.description),
      '',
      `Take it on in the back office: ${siteLink(baseUrl, `/admin/complaints/${r.complaint.id}`)}`,
    ].join('\n'),
  }),
};
